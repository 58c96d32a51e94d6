import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import styled from 'styled-components'
import { PortfolioTotals, type TotalsFigures } from '@/features/portfolio'
import { can } from '@/lib/permissions'
import { useCurrentUser } from '@/lib/session'
import {
  parsePortfolioStats,
  PORTFOLIO_STATS,
  settingsQuery,
  type PortfolioStat,
  type TenantSettings,
} from '@/lib/tenant'
import {
  Button,
  Card,
  Checkbox,
  Form,
  FormActions,
  movedText,
  moveItem,
  QueryStates,
  StatusBadge,
  useMoveFocus,
  useToast,
  VisuallyHidden,
  type Direction,
} from '@/ui'
import { useSaveSettings } from '../api/save-settings'
import { SettingsFrame } from '../components/settings-frame'

/** Each stat as staff read it, with what it shows investors. */
const STAT_TEXT: Record<PortfolioStat, { label: string; hint: string }> = {
  invested: { label: 'Invested', hint: 'The total the investor has put in.' },
  current_value: { label: 'Current value', hint: 'What their holdings are worth today.' },
  change: { label: 'Total gain or loss', hint: 'The change in value, in pounds and per cent.' },
  holdings: { label: 'Holdings', hint: 'How many investments and funds they hold.' },
}

/** Illustrative figures for the preview (not anyone's portfolio). */
const SAMPLE: TotalsFigures = {
  invested: 125000,
  current_value: 148250,
  change_absolute: 23250,
  change_percent: 18.6,
  holdings_count: 7,
}

type Item = { key: PortfolioStat; shown: boolean }

/** The saved choice as the editable list: the shown stats in order, then the hidden ones. */
const itemsOf = (row: TenantSettings): Item[] => {
  const shown = parsePortfolioStats(row.portfolio_stats)
  return [
    ...shown.map((key) => ({ key, shown: true })),
    ...PORTFOLIO_STATS.filter((k) => !shown.includes(k)).map((key) => ({ key, shown: false })),
  ]
}

/**
 * /admin/settings/investor/portfolio-stats: which totals head the investor's portfolio and in
 * what order (the settings row's `portfolio_stats`), with a preview of what investors see.
 */
export function PortfolioStatsPage() {
  const settings = useQuery(settingsQuery)
  const roleId = useCurrentUser().user?.role_id ?? null
  // The settings row is written through branding (the host checks it too).
  const canEdit = can(roleId, 'features', 'update') && can(roleId, 'branding', 'update')
  return (
    <SettingsFrame
      item="portfolio-stats"
      description="The totals at the top of each investor's portfolio, and their order."
    >
      <QueryStates query={settings} loading="Loading the portfolio stats">
        {(data) => {
          // No row yet is the defaults (a host that has never saved its settings).
          const row = data ?? {}
          return <StatsForm key={String(row.portfolio_stats)} row={row} canEdit={canEdit} />
        }}
      </QueryStates>
    </SettingsFrame>
  )
}

function StatsForm({ row, canEdit }: { row: TenantSettings; canEdit: boolean }) {
  const toast = useToast()
  const saved = itemsOf(row)
  const [items, setItems] = useState<Item[]>(saved)
  const [announcement, setAnnouncement] = useState('')
  const focus = useMoveFocus(items.map((i) => i.key))
  const shown = items.filter((i) => i.shown).map((i) => i.key)
  const changed = JSON.stringify(items) !== JSON.stringify(saved)
  const save = useSaveSettings((v: Item[]) => ({ portfolio_stats: JSON.stringify(shownKeys(v)) }), {
    onSuccess: () => toast.success('Portfolio stats saved.'),
  })

  const move = (from: number, direction: Direction) => {
    const to = direction === 'up' ? from - 1 : from + 1
    const next = moveItem(items, from, to)
    setItems(next)
    setAnnouncement(movedText(STAT_TEXT[items[from].key].label, to + 1, next.length))
    focus.follow(items[from].key, direction, to)
  }

  return (
    <Form
      aria-label="Portfolio stats"
      submission={save}
      onSubmit={() => {
        if (changed) void save.submit(items)
      }}
    >
      <StyledLayout>
        <Card title="Stats">
          <StyledIntro>
            Investors see the shown stats in this order. At least one stays shown.
          </StyledIntro>
          <StyledList aria-label="Portfolio stats">
            {items.map((item, index) => {
              const { label, hint } = STAT_TEXT[item.key]
              return (
                <StyledItem key={item.key}>
                  <StyledName>
                    <span aria-hidden="true">{index + 1}.</span>
                    <span>
                      <strong>{label}</strong>
                      <StyledHint>{hint}</StyledHint>
                    </span>
                    {item.shown ? null : <StatusBadge tone="neutral">Hidden</StatusBadge>}
                  </StyledName>
                  <StyledTools>
                    <Checkbox
                      label="Shown"
                      aria-label={`Shown: ${label}`}
                      checked={item.shown}
                      disabled={!canEdit || (item.shown && shown.length === 1)}
                      onChange={(e) => {
                        const on = e.currentTarget.checked
                        setItems((list) =>
                          list.map((i) => (i.key === item.key ? { ...i, shown: on } : i)),
                        )
                      }}
                    />
                    {canEdit ? (
                      <>
                        <Button
                          ref={focus.register(item.key, 'up')}
                          size="sm"
                          variant="ghost"
                          disabled={index === 0}
                          aria-label={`Move up ${label}`}
                          onClick={() => move(index, 'up')}
                        >
                          Move up
                        </Button>
                        <Button
                          ref={focus.register(item.key, 'down')}
                          size="sm"
                          variant="ghost"
                          disabled={index === items.length - 1}
                          aria-label={`Move down ${label}`}
                          onClick={() => move(index, 'down')}
                        >
                          Move down
                        </Button>
                      </>
                    ) : null}
                  </StyledTools>
                </StyledItem>
              )
            })}
          </StyledList>
          <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
        </Card>
        <Card title="Preview">
          <StyledIntro>With example figures, as investors see them.</StyledIntro>
          <PortfolioTotals stats={SAMPLE} label="Preview of the portfolio totals" shown={shown} />
        </Card>
      </StyledLayout>
      {canEdit ? (
        <FormActions>
          <Button
            variant="secondary"
            disabled={!changed || save.isSubmitting}
            onClick={() => setItems(saved)}
          >
            Undo changes
          </Button>
          <Button
            type="submit"
            loading={save.isSubmitting}
            loadingText="Saving"
            aria-disabled={!changed || undefined}
          >
            Save portfolio stats
          </Button>
        </FormActions>
      ) : null}
    </Form>
  )
}

const shownKeys = (items: readonly Item[]) => items.filter((i) => i.shown).map((i) => i.key)

const StyledLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`

const StyledIntro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colours.textMuted};
`

const StyledList = styled.ol`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`

const StyledItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colours.border};

  &:last-child {
    border-bottom: 0;
  }
`

const StyledName = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  flex: 1 1 260px;

  > span:nth-child(2) {
    display: flex;
    flex-direction: column;
  }
`

const StyledHint = styled.span`
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const StyledTools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`
