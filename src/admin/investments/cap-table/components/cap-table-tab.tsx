import { useQuery } from '@tanstack/react-query'
import type { RecordTabProps } from '@/admin/kit/records'
import { AllocationFigure } from '@/ui/charts'
import { formatDate, formatGBP, formatPercent, formatPrice, formatUnits } from '@/lib/format'
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
import { capTableQuery, type CapTable, type CapTableHolder } from '../api/cap-table'

/**
 * An existing investment's register: who holds its shares and in which class, as donuts of
 * ownership and as a table, with the shares in issue, the price and the valuation they make.
 */
export function CapTableTab({ record }: RecordTabProps) {
  const query = useQuery(capTableQuery(record.id))
  return (
    <PageStack>
      <SectionHeading>Cap table</SectionHeading>
      <QueryStates query={query} loading="Loading the cap table">
        {(cap) =>
          cap.holders.length === 0 ? (
            <EmptyState
              title="No shareholders yet"
              description="Holders appear here once investments in this opportunity carry shares."
            />
          ) : (
            <CapTableBody cap={cap} />
          )
        }
      </QueryStates>
    </PageStack>
  )
}

function CapTableBody({ cap }: { cap: CapTable }) {
  // With no price the holdings have no value to draw; ownership is still the table's.
  const priced = cap.share_price !== null
  return (
    <>
      <StatGrid aria-label="Cap table figures">
        <StatCard label="Shares in issue" value={formatUnits(cap.total_shares)} />
        <StatCard label="Share price" value={priced ? formatPrice(cap.share_price) : 'Not set'} />
        <StatCard
          label="Valuation"
          value={cap.valuation === null ? '—' : formatGBP(cap.valuation, { pence: 'never' })}
        />
        <StatCard
          label="Shareholders"
          value={formatUnits(new Set(cap.holders.map((h) => h.user_id ?? h.name)).size)}
        />
      </StatGrid>
      {priced ? (
        <CardGrid $min="420px">
          <AllocationFigure
            title="Ownership by shareholder"
            noun="shareholder"
            labelHeader="Shareholder"
            slices={cap.holders.map((h) => ({ label: holderLabel(h), value: h.value ?? 0 }))}
          />
          <AllocationFigure
            title="Ownership by share class"
            noun="share class"
            labelHeader="Share class"
            slices={cap.share_classes.map((c) => ({
              label: c.share_class,
              value: c.shares * (cap.share_price ?? 0),
            }))}
          />
        </CardGrid>
      ) : null}
      <DataTable
        caption="Shareholders"
        showCaption
        rowKey={(h) => `${h.kind}:${h.user_id ?? h.name}:${h.share_class}`}
        rows={cap.holders}
        columns={[
          { id: 'name', header: 'Shareholder', cell: (h) => h.name },
          { id: 'class', header: 'Share class', cell: (h) => h.share_class },
          { id: 'shares', header: 'Shares', align: 'right', cell: (h) => formatUnits(h.shares) },
          {
            id: 'percent',
            header: 'Ownership',
            align: 'right',
            cell: (h) => formatPercent(h.percent),
          },
          {
            id: 'invested',
            header: 'Invested',
            align: 'right',
            cell: (h) => (h.kind === 'pre_round' ? '—' : formatGBP(h.invested)),
          },
          {
            id: 'value',
            header: 'Value',
            align: 'right',
            cell: (h) => (h.value === null ? '—' : formatGBP(h.value)),
          },
        ]}
      />
      <DataTable
        caption="Share classes"
        showCaption
        rowKey={(c) => c.share_class}
        rows={cap.share_classes}
        columns={[
          { id: 'class', header: 'Share class', cell: (c) => c.share_class },
          { id: 'holders', header: 'Holders', align: 'right', cell: (c) => formatUnits(c.holders) },
          { id: 'shares', header: 'Shares', align: 'right', cell: (c) => formatUnits(c.shares) },
          {
            id: 'percent',
            header: 'Ownership',
            align: 'right',
            cell: (c) => formatPercent(c.percent),
          },
        ]}
      />
      <SectionNote>
        As of {formatDate(cap.as_of, 'UTC')}. Holdings count investments that are not cancelled.
        {cap.holders.some((h) => h.kind === 'pre_round')
          ? ' Shares in issue before the round are the pre-money valuation at the round price.'
          : ''}
      </SectionNote>
    </>
  )
}

const holderLabel = (h: CapTableHolder) =>
  h.share_class === 'Ordinary' ? h.name : `${h.name} (${h.share_class})`
