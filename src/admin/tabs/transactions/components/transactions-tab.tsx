import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'
import { queryErrorMessage } from '@/lib/api'
import { formatGBP } from '@/lib/format'
import { downloadExport, type RecordSubject } from '@/lib/resources'
import { useTerm } from '@/lib/terminology'
import { opportunityPath } from '@/lib/navigation'
import { can, familyResource } from '@/lib/permissions'
import { useCurrentUser } from '@/lib/session'
import {
  DataTable,
  EmptyState,
  ErrorState,
  ExportButton,
  Pagination,
  toSortParam,
  useListParams,
  VisuallyHidden,
  type SortState,
} from '@/ui'
import { transactionsPageQuery, transactionsTotalQuery } from '../api/transactions-queries'
import { showsInvestor, showsOpportunity, subjectFilter } from '../model/subject-filter'
import { transactionColumns } from './transaction-columns'
import {
  StyledHeader,
  StyledHeading,
  StyledSection,
  StyledTotal,
  StyledTotalLabel,
} from './transactions-styles'

const SORTABLE = ['reserved_at', 'amount', 'payment_state'] as const
const DEFAULT_SORT: SortState = { id: 'reserved_at', direction: 'desc' }

export interface TransactionsTabProps {
  /** The record whose investments are listed (an investor, organisation, fund, …). */
  subject: RecordSubject
  /** The section's heading, where the page already has a "Transactions" (a fund's ledger). */
  heading?: string
  /**
   * Where this list is secondary on the page (under a fund's ledger), an empty one is left
   * out rather than shown as an empty table.
   */
  hideWhenEmpty?: boolean
}

/**
 * A record's transactions: its investments with their SPEC §4 payment status, paged and sorted
 * by the server (sort and page kept in the URL), the total invested and a CSV export.
 */
export function TransactionsTab({
  subject,
  heading = 'Transactions',
  hideWhenEmpty = false,
}: TransactionsTabProps) {
  const filter = subjectFilter(subject)
  if (!filter) {
    if (hideWhenEmpty) return null
    return (
      <StyledSection>
        <StyledHeading>{heading}</StyledHeading>
        <EmptyState title="No transactions" description="This record has no transactions." />
      </StyledSection>
    )
  }
  return (
    <TransactionsTable
      subject={subject}
      filter={filter}
      heading={heading}
      hideWhenEmpty={hideWhenEmpty}
    />
  )
}

function TransactionsTable({
  subject,
  filter,
  heading,
  hideWhenEmpty,
}: Required<TransactionsTabProps> & { filter: Record<string, number> }) {
  const t = useTerm()
  const role = useCurrentUser().user?.role_id
  const [searchParams, setSearchParams] = useSearchParams()
  const list = useListParams({
    searchParams,
    setSearchParams,
    sortable: SORTABLE,
    defaultSort: DEFAULT_SORT,
  })
  const sort = toSortParam(list.sort ?? DEFAULT_SORT) ?? '-reserved_at'
  const page = useQuery(transactionsPageQuery(filter, sort, list.params.page))
  const total = useQuery(transactionsTotalQuery(filter))
  const columns = useMemo(
    () =>
      transactionColumns(t, {
        investor: showsInvestor(subject),
        opportunity: showsOpportunity(subject),
        // Every admin link to an opportunity opens the screen its stage says (SPEC §2).
        opportunityLink: (o) =>
          can(role, familyResource('investment-opportunities', { stage: o.stage }), 'show')
            ? opportunityPath(o.id, o.stage)
            : null,
      }),
    [t, subject, role],
  )
  const data = page.data
  const hasRows = Boolean(data && data.total > 0)
  // Nothing to show until it is known there is something (no empty table, no flash of one).
  if (hideWhenEmpty && !hasRows && !page.isError) return null

  return (
    <StyledSection>
      <StyledHeader>
        <StyledHeading>{heading}</StyledHeading>
        {total.data && total.data.count > 0 ? (
          <StyledTotal as="p" $nowrap $align="baseline" $gap="xs">
            <StyledTotalLabel>
              {total.data.complete ? 'Total invested' : 'Total invested (first 2,000)'}
            </StyledTotalLabel>
            <strong>{formatGBP(total.data.amount)}</strong>
            <VisuallyHidden>, cancelled reservations excluded</VisuallyHidden>
          </StyledTotal>
        ) : null}
        {hasRows ? (
          <ExportButton
            onExport={() =>
              downloadExport(
                'investments',
                { filter, sort: [sort] },
                `transactions-${subject.type}-${subject.id}.csv`,
              )
            }
            describeError={(e) => queryErrorMessage(e) ?? 'Please try again.'}
          >
            Export CSV
          </ExportButton>
        ) : null}
      </StyledHeader>

      {page.isError ? (
        <ErrorState
          message={queryErrorMessage(page.error) ?? undefined}
          onRetry={() => page.refetch()}
          retrying={page.isFetching}
        />
      ) : (
        <DataTable
          caption={heading}
          columns={columns}
          rows={data?.data ?? []}
          rowKey={(row) => row.id}
          sort={list.sort}
          onSortChange={list.setSort}
          loading={page.isFetching}
          empty={
            data && data.total > 0 ? (
              <EmptyState
                title="This page is empty"
                description="The transactions are on earlier pages."
              />
            ) : (
              <EmptyState
                title="No transactions yet"
                description="Investments appear here once they are reserved."
              />
            )
          }
        />
      )}

      {data && !page.isError && data.total > 0 ? (
        <Pagination
          meta={data}
          onPageChange={list.setPage}
          itemNoun="transactions"
          label="Transactions pages"
        />
      ) : null}
    </StyledSection>
  )
}
