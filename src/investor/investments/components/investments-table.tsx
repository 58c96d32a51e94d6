import { useQuery } from '@tanstack/react-query'
import { Link, useSearchParams } from 'react-router-dom'
import { useFlags } from '@/lib/flags'
import { formatDate, formatGBP } from '@/lib/format'
import { useTerm } from '@/lib/terminology'
import {
  type Column,
  DataTable,
  EmptyState,
  LinkButton,
  Pagination,
  PendingStates,
  Stack,
  StatusBadge,
} from '@/ui'
import { investmentStatus } from '@/lib/investments'
import { investmentsInStateQuery, type MyInvestment } from '../api/my-investments'
import { opportunityPath } from '../model/paths'
import { tabHref, type PaymentTab } from '../model/payment-tabs'
import { StyledPanel } from './opportunity-results'

export interface InvestmentsTableProps {
  tab: PaymentTab & { paymentStates: NonNullable<PaymentTab['paymentStates']> }
  /** The page's path, for the empty state's way back to the opportunities. */
  base: string
  onNavigate: (href: string) => void
}

const positive = (value: string | null) => {
  const n = Number(value)
  return Number.isInteger(n) && n > 1 ? n : 1
}

/** The investor's investments in one payment state (a SPEC §4 tab), paged in the URL. */
export function InvestmentsTable({ tab, base, onNavigate }: InvestmentsTableProps) {
  const t = useTerm()
  const { hidePaymentReference } = useFlags()
  const [searchParams, setSearchParams] = useSearchParams()
  const page = positive(searchParams.get('page'))
  const query = useQuery(investmentsInStateQuery(tab.paymentStates, page))
  const { data, isFetching } = query

  const columns: Column<MyInvestment>[] = [
    {
      id: 'opportunity',
      header: 'Opportunity',
      cell: (i) =>
        i.investment_opportunity ? (
          <Link to={opportunityPath(i.investment_opportunity.slug)}>
            {i.investment_opportunity.name}
          </Link>
        ) : (
          'Opportunity no longer available'
        ),
    },
    { id: 'amount', header: 'Amount', align: 'right', cell: (i) => formatGBP(i.amount) },
    { id: 'reserved_at', header: 'Date reserved', cell: (i) => formatDate(i.reserved_at) },
    ...(hidePaymentReference
      ? []
      : [
          {
            id: 'reference',
            header: 'Payment reference',
            cell: (i: MyInvestment) => i.payment_reference,
          },
        ]),
    {
      id: 'status',
      header: 'Status',
      cell: (i) => {
        const s = investmentStatus(i.status, t)
        return <StatusBadge tone={s.tone}>{s.label}</StatusBadge>
      },
    },
  ]

  // Loading shows in the table itself; only a failure takes its place.
  if (query.isError) {
    return (
      <PendingStates
        query={query}
        loading="Loading your allocations…"
        errorMessage="Your allocations could not be loaded."
        frame={(state) => <StyledPanel>{state}</StyledPanel>}
      />
    )
  }

  const setPage = (next: number) => {
    const params = new URLSearchParams(searchParams)
    if (next > 1) params.set('page', String(next))
    else params.delete('page')
    setSearchParams(params)
  }

  return (
    <Stack>
      <StyledPanel>
        <DataTable
          caption={tab.label}
          columns={columns}
          rows={data?.data ?? []}
          rowKey={(i) => i.id}
          loading={isFetching}
          empty={
            data ? (
              <EmptyState
                title={tab.emptyTitle}
                description={tab.emptyDescription}
                action={
                  <LinkButton
                    href={tabHref(base, 'reserve')}
                    variant="secondary"
                    onNavigate={onNavigate}
                  >
                    Browse opportunities
                  </LinkButton>
                }
              />
            ) : null
          }
        />
      </StyledPanel>
      {data && data.total > 0 ? (
        <Pagination
          meta={data}
          onPageChange={setPage}
          itemNoun="allocations"
          label={`${tab.label} pages`}
        />
      ) : null}
    </Stack>
  )
}
