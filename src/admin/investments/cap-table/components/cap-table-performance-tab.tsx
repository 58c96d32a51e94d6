import { useQuery } from '@tanstack/react-query'
import type { RecordTabProps } from '@/admin/kit/records'
import { TimeSeriesFigure } from '@/ui/charts'
import {
  formatDate,
  formatGBP,
  formatMonth,
  formatMultiple,
  formatPercent,
  formatPrice,
  formatUnits,
} from '@/lib/format'
import {
  CardGrid,
  DataTable,
  EmptyState,
  PageStack,
  QueryStates,
  SectionHeading,
  SectionNote,
  StatCard,
  StatGrid,
} from '@/ui'
import { capTableQuery, type CapTable } from '../api/cap-table'
import { sharePricesQuery } from '../api/share-prices'
import { changeSinceFirst, pricePoints, series, type PricePoint } from '../model/price-history'
import { reasonLabel } from '../model/share-price-reasons'
import { GBP_CHART, PRICE_CHART } from './chart-presets'
import { useTerm } from '@/lib/terminology'

/**
 * How an existing investment has done: its share price and valuation over time (the share
 * prices recorded for it) and each investor's multiple on invested capital at today's price.
 */
export function CapTablePerformanceTab({ record }: RecordTabProps) {
  const prices = useQuery(sharePricesQuery(record.id))
  const cap = useQuery(capTableQuery(record.id))
  return (
    <PageStack>
      <SectionHeading>Cap table performance</SectionHeading>
      <QueryStates query={prices} loading="Loading the share prices">
        {(page) => (
          <QueryStates query={cap} loading="Loading the holdings">
            {(table) => <Performance rows={page.data} cap={table} />}
          </QueryStates>
        )}
      </QueryStates>
    </PageStack>
  )
}

function Performance({ rows, cap }: { rows: Record<string, unknown>[]; cap: CapTable }) {
  const t = useTerm()
  const points = pricePoints(rows, cap.total_shares || null)
  const investors = cap.holders.filter((h) => h.kind === 'investor')
  const change = changeSinceFirst(points)
  if (points.length === 0 && investors.length === 0)
    return (
      <EmptyState
        title="No performance yet"
        description="Record a share price to start this investment's history."
      />
    )
  const invested = investors.reduce((s, h) => s + h.invested, 0)
  const value = investors.reduce((s, h) => s + (h.value ?? 0), 0)
  return (
    <>
      <StatGrid aria-label="Performance figures">
        <StatCard
          label="Current share price"
          value={cap.share_price === null ? 'Not set' : formatPrice(cap.share_price)}
        />
        <StatCard
          label="Change since first price"
          value={change === null ? '—' : `${change > 0 ? '+' : ''}${formatPercent(change)}`}
        />
        <StatCard
          label="Valuation"
          value={cap.valuation === null ? '—' : formatGBP(cap.valuation, { pence: 'never' })}
        />
        <StatCard
          label="Investors' multiple"
          value={invested > 0 && cap.share_price !== null ? formatMultiple(value / invested) : '—'}
          detail={invested > 0 ? `${formatGBP(value)} on ${formatGBP(invested)} invested` : null}
        />
      </StatGrid>
      <CardGrid $min="420px">
        <TimeSeriesFigure
          title="Share price"
          points={series(points, (p) => p.price)}
          {...PRICE_CHART}
          xHeader="Date"
          valueHeader="Price"
          emptyText="No share prices recorded yet."
        />
        <TimeSeriesFigure
          title="Valuation"
          points={series(points, (p) => p.valuation)}
          {...GBP_CHART}
          variant="line"
          step
          formatX={formatMonth}
          xHeader="Date"
          valueHeader="Valuation"
          emptyText="No valuation yet."
        />
      </CardGrid>
      <DataTable
        caption="Share price history"
        showCaption
        rowKey={(p) => p.id}
        rows={[...points].reverse()}
        empty={<SectionNote>No share prices recorded yet.</SectionNote>}
        columns={[
          { id: 'date', header: 'Effective date', cell: (p) => formatDate(p.date, 'UTC') },
          { id: 'reason', header: 'Reason', cell: (p) => reasonLabel(p.reason) },
          { id: 'price', header: 'Price', align: 'right', cell: (p) => formatPrice(p.price) },
          { id: 'valuation', header: 'Valuation', align: 'right', cell: valuationCell },
          { id: 'notes', header: 'Notes', cell: (p) => p.notes ?? '' },
        ]}
      />
      <DataTable
        caption="Multiple on invested capital"
        showCaption
        rowKey={(h) => `${h.user_id ?? h.name}:${h.share_class}`}
        rows={[...investors].sort((a, b) => (b.moic ?? 0) - (a.moic ?? 0))}
        empty={<SectionNote>No investor holds shares yet.</SectionNote>}
        columns={[
          { id: 'name', header: t('investor'), cell: (h) => h.name },
          { id: 'class', header: 'Share class', cell: (h) => h.share_class },
          {
            id: 'invested',
            header: 'Invested',
            align: 'right',
            cell: (h) => formatGBP(h.invested),
          },
          {
            id: 'value',
            header: 'Current value',
            align: 'right',
            cell: (h) => (h.value === null ? '—' : formatGBP(h.value)),
          },
          {
            id: 'moic',
            header: 'MOIC',
            align: 'right',
            cell: (h) => (h.moic === null ? '—' : formatMultiple(h.moic)),
          },
        ]}
      />
      <SectionNote>
        MOIC is the current value (shares at today&apos;s price) over the amount invested. A
        valuation marked implied is the price times today&apos;s {formatUnits(cap.total_shares)}{' '}
        shares in issue.
      </SectionNote>
    </>
  )
}

const valuationCell = (p: PricePoint) =>
  p.valuation === null ? '—' : `${formatGBP(p.valuation)}${p.implied ? ' (implied)' : ''}`
