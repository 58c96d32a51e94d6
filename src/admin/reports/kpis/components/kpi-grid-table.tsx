import { useId, useMemo } from 'react'
import { formatKpi } from '@/lib/format'
import { StatusBadge, VisuallyHidden } from '@/ui'
import {
  cellKey,
  trendOf,
  type KpiGroup,
  type PeriodColumn,
  type SavedValue,
} from '../model/kpi-grid'
import { unitAdornment } from '../model/units'
import { gridKeyHandler } from './grid-keys'
import {
  StyledScroll,
  StyledTable,
  StyledCorner,
  StyledPeriod,
  StyledTrendHead,
  StyledGroup,
  StyledKpi,
  StyledNote,
  StyledValue,
  StyledCell,
  StyledInputBox,
  StyledError,
  StyledTrendCell,
} from './kpi-grid-styles'
import { KpiTrend } from './kpi-trend'

export interface KpiGridTableProps {
  caption: string
  groups: readonly KpiGroup[]
  columns: readonly PeriodColumn[]
  saved: ReadonlyMap<string, SavedValue>
  /** What is typed and not saved yet (cellKey → text). */
  typed: Readonly<Record<string, string>>
  /** The host's message per refused cell (cellKey). */
  errors: Readonly<Record<string, string>>
  /** Empty cells are editable with create, filled ones with update (SPEC §6 `reports`). */
  canCreate: boolean
  canUpdate: boolean
  onType: (key: string, text: string) => void
}

/**
 * KPIs down (grouped by category), periods across, the trend last. Editable cells are inputs;
 * the arrow keys and Enter move between them as in a spreadsheet.
 */
export function KpiGridTable({
  caption,
  groups,
  columns,
  saved,
  typed,
  errors,
  canCreate,
  canUpdate,
  onType,
}: KpiGridTableProps) {
  const id = useId()
  const rows = useMemo(() => groups.flatMap((g) => g.kpis), [groups])
  const rowOf = useMemo(() => new Map(rows.map((k, i) => [k.id, i])), [rows])
  // Computed once per saved state, so typing re-renders no sparkline (KpiTrend is memoised).
  const trends = useMemo(
    () => new Map(rows.map((k) => [k.id, trendOf(k.id, columns, saved)])),
    [rows, columns, saved],
  )

  const onKeyDown = gridKeyHandler(rows.length, columns.length)

  return (
    <StyledScroll>
      <StyledTable onKeyDown={onKeyDown}>
        <caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <StyledCorner scope="col">KPI</StyledCorner>
            {columns.map(({ period, report }) => (
              <StyledPeriod scope="col" key={period}>
                <span>{period}</span>
                {report === null ? (
                  <StatusBadge tone="info">New</StatusBadge>
                ) : report.status === 'live' ? (
                  <StatusBadge tone="success">Published</StatusBadge>
                ) : (
                  <StatusBadge tone="warning">Draft</StatusBadge>
                )}
              </StyledPeriod>
            ))}
            <StyledTrendHead scope="col">Trend</StyledTrendHead>
          </tr>
        </thead>
        {groups.map((group) => (
          <tbody key={group.category}>
            <tr>
              <StyledGroup scope="colgroup" colSpan={columns.length + 2}>
                <span>{group.label}</span>
              </StyledGroup>
            </tr>
            {group.kpis.map((kpi) => {
              const row = rowOf.get(kpi.id)!
              const adorn = unitAdornment(kpi.unit)
              return (
                <tr key={kpi.id}>
                  <StyledKpi scope="row">
                    {kpi.name}
                    {kpi.investment_opportunity_id !== null ? (
                      <StyledNote>This company only</StyledNote>
                    ) : null}
                  </StyledKpi>
                  {columns.map(({ period }, col) => {
                    const key = cellKey(kpi.id, period)
                    const value = saved.get(key)
                    const editable = value ? canUpdate : canCreate
                    const label = `${kpi.name}, ${period}`
                    if (!editable)
                      return (
                        <StyledValue key={period}>
                          {value ? (
                            formatKpi(value.value, kpi.unit)
                          ) : (
                            <span aria-label="No value">—</span>
                          )}
                        </StyledValue>
                      )
                    const error = errors[key]
                    const errorId = `${id}-${kpi.id}-${col}-error`
                    const text = typed[key] ?? (value ? String(value.value) : '')
                    return (
                      <StyledCell key={period}>
                        <StyledInputBox
                          $nowrap
                          $gap="xxs"
                          as="label"
                          $dirty={typed[key] !== undefined}
                          $invalid={error !== undefined}
                        >
                          {adorn.before ? <span aria-hidden="true">{adorn.before}</span> : null}
                          <input
                            aria-label={label}
                            aria-invalid={error !== undefined || undefined}
                            aria-describedby={error ? errorId : undefined}
                            inputMode="decimal"
                            autoComplete="off"
                            data-row={row}
                            data-col={col}
                            value={text}
                            onChange={(e) => onType(key, e.target.value)}
                          />
                          {adorn.after ? <span aria-hidden="true">{adorn.after}</span> : null}
                        </StyledInputBox>
                        {error ? <StyledError id={errorId}>{error}</StyledError> : null}
                      </StyledCell>
                    )
                  })}
                  <StyledTrendCell>
                    <KpiTrend trend={trends.get(kpi.id) ?? null} />
                  </StyledTrendCell>
                </tr>
              )
            })}
          </tbody>
        ))}
      </StyledTable>
    </StyledScroll>
  )
}
