import { useId, useMemo, type KeyboardEvent } from 'react'
import styled, { css } from 'styled-components'
import { formatKpi } from '@/features/portfolio'
import { StatusBadge, VisuallyHidden } from '@/ui'
import {
  cellKey,
  trendOf,
  type KpiGroup,
  type PeriodColumn,
  type SavedValue,
} from '../model/kpi-grid'
import { unitAdornment } from '../model/units'
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

type Move = { row: number; col: number }

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

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const input = event.target as HTMLInputElement
    if (input.tagName !== 'INPUT' || input.dataset.row === undefined) return
    const at = { row: Number(input.dataset.row), col: Number(input.dataset.col) }
    const atStart = input.selectionStart === 0 && input.selectionEnd === 0
    const atEnd = input.selectionStart === input.value.length
    let step: Move | null = null
    if (event.key === 'ArrowDown' || (event.key === 'Enter' && !event.shiftKey))
      step = { row: 1, col: 0 }
    else if (event.key === 'ArrowUp' || (event.key === 'Enter' && event.shiftKey))
      step = { row: -1, col: 0 }
    else if (event.key === 'ArrowLeft' && atStart) step = { row: 0, col: -1 }
    else if (event.key === 'ArrowRight' && atEnd) step = { row: 0, col: 1 }
    if (!step) return
    event.preventDefault()
    const table = event.currentTarget
    // Read-only cells hold no input: walk on until an editable one, or stay put at the edge.
    for (
      let r = at.row + step.row, c = at.col + step.col;
      r >= 0 && r < rows.length && c >= 0 && c < columns.length;
      r += step.row, c += step.col
    ) {
      const next = table.querySelector<HTMLInputElement>(`input[data-row="${r}"][data-col="${c}"]`)
      if (next) {
        next.focus()
        next.select()
        return
      }
    }
  }

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

const StyledScroll = styled.div`
  position: relative;
  overflow-x: auto;
  -webkit-overflow-scrolling: touch;
`

const StyledTable = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;

  th,
  td {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border-bottom: 1px solid ${({ theme }) => theme.colours.border};
    text-align: left;
    vertical-align: top;
  }
`

// The KPI names stay in view while the periods scroll sideways on a phone.
const sticky = css`
  position: sticky;
  left: 0;
  z-index: 1;
  background: ${({ theme }) => theme.colours.surface};
  box-shadow: 1px 0 0 ${({ theme }) => theme.colours.border};
`

const StyledCorner = styled.th`
  ${sticky};
  min-width: 120px;

  ${({ theme }) => theme.media.up('md')} {
    min-width: 160px;
  }

  color: ${({ theme }) => theme.colours.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`

const StyledPeriod = styled.th`
  min-width: 132px;
  white-space: nowrap;

  span:first-child {
    display: block;
    margin-bottom: ${({ theme }) => theme.space.xxs};
  }
`

const StyledTrendHead = styled.th`
  min-width: 180px;
`

const StyledGroup = styled.th`
  background: ${({ theme }) => theme.colours.surfaceSubtle};
  color: ${({ theme }) => theme.colours.text};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;

  /* The name stays in view while the row scrolls sideways. */
  span {
    position: sticky;
    left: ${({ theme }) => theme.space.sm};
  }
`

const StyledKpi = styled.th`
  ${sticky};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  max-width: 220px;
`

const StyledNote = styled.span`
  display: block;
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`

const StyledValue = styled.td`
  text-align: right !important;
  white-space: nowrap;
  padding-top: ${({ theme }) => theme.space.sm} !important;
`

const StyledCell = styled.td`
  min-width: 132px;
`

const StyledInputBox = styled.label<{ $dirty: boolean; $invalid: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  height: ${({ theme }) => theme.layout.controlHeight.sm};
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 1px solid
    ${({ theme, $invalid }) => ($invalid ? theme.colours.danger : theme.colours.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $dirty }) => ($dirty ? theme.colours.primarySubtle : theme.colours.surface)};
  color: ${({ theme }) => theme.colours.textMuted};

  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colours.focus};
    outline-offset: 1px;
  }

  input {
    flex: 1;
    min-width: 0;
    width: 100%;
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.colours.text};
    font: inherit;
    text-align: right;
    outline: none;
  }
`

const StyledError = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space.xxs};
  max-width: 180px;
  color: ${({ theme }) => theme.colours.danger};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`

const StyledTrendCell = styled.td`
  min-width: 180px;
`
