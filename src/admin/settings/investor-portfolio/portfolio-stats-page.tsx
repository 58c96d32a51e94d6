import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import styled from 'styled-components'
import { PortfolioTotals, type TotalsFigures } from '@/shared/portfolio-figures'
import { can } from '@/lib/permissions'
import { useCurrentUser } from '@/lib/session'
import {
  parsePortfolioStats,
  PORTFOLIO_STATS,
  settingsQuery,
  type PortfolioStat,
  type TenantSettings,
} from '@/lib/tenant'
import { Card, Form, moveItem, QueryStates, useToast } from '@/ui'
import { useSaveSettings } from '@/admin/settings/api/save-settings'
import { SaveActions } from '@/admin/settings/components/save-actions'
import { SettingsFrame } from '@/admin/settings/components/settings-frame'
import { ShownList } from './shown-list'
import { MutedText } from '@/admin/settings/components/muted-text'

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
  const shown = shownKeys(items)
  const changed = JSON.stringify(items) !== JSON.stringify(saved)
  const save = useSaveSettings((v: Item[]) => ({ portfolio_stats: JSON.stringify(shownKeys(v)) }), {
    onSuccess: () => toast.success('Portfolio stats saved.'),
  })

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
          <MutedText>
            Investors see the shown stats in this order. At least one stays shown.
          </MutedText>
          <ShownList
            label="Portfolio stats"
            items={items.map((item) => ({ ...item, ...STAT_TEXT[item.key] }))}
            canEdit={canEdit}
            onMove={(from, to) => setItems((list) => moveItem(list, from, to))}
            onShow={(item, on) =>
              setItems((list) => list.map((i) => (i.key === item.key ? { ...i, shown: on } : i)))
            }
          />
        </Card>
        <Card title="Preview">
          <MutedText>With example figures, as investors see them.</MutedText>
          <PortfolioTotals stats={SAMPLE} label="Preview of the portfolio totals" shown={shown} />
        </Card>
      </StyledLayout>
      {canEdit ? (
        <SaveActions
          saving={save.isSubmitting}
          label="Save portfolio stats"
          savingLabel="Saving"
          undo={{ changed, onUndo: () => setItems(saved) }}
        />
      ) : null}
    </Form>
  )
}

const shownKeys = (items: readonly Item[]) => items.filter((i) => i.shown).map((i) => i.key)

const StyledLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`
