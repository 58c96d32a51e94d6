import { countNoun, formatDate, formatGBP } from '@/lib/format'
import { opportunityPath } from '@/lib/navigation'
import { useTerm } from '@/lib/terminology'
import { Card, DataTable, FactGrid, StatusBadge, TextLink, VisuallyHidden, type Column } from '@/ui'
import type { OutstandingCertificate } from '../api/tax-relief'
import type { OutstandingGroup } from '../model/outstanding'
import { InvestorCell } from './investor-cell'

export const TAX_RELIEF_TAB = 'tax-relief'

const days = (n: number) => countNoun(n, 'days')

/** One opportunity's investors waiting for a certificate, the longest wait first. */
export function OutstandingGroupCard({
  group,
  stage,
}: {
  group: OutstandingGroup<OutstandingCertificate>
  /** The opportunity's stage (which page holds its tab); unknown opens the live page, which moves on. */
  stage: number | undefined
}) {
  const t = useTerm()
  // What staff chase first (how long, whether uploaded) comes before what the group shares
  // (scheme, authorisation date), so a phone shows it without scrolling the table sideways.
  const columns: Column<OutstandingCertificate>[] = [
    {
      id: 'investor',
      header: t('investor'),
      cell: (r) => <InvestorCell name={r.investor_name} reference={r.investor_reference} />,
    },
    { id: 'age', header: 'Waiting', align: 'right', cell: (r) => days(r.days_outstanding) },
    {
      id: 'certificate',
      header: 'Certificate',
      cell: (r) =>
        r.certificate_status === 'uploaded' ? (
          <StatusBadge tone="info">Uploaded, not issued</StatusBadge>
        ) : (
          <StatusBadge tone="warning">None</StatusBadge>
        ),
    },
    { id: 'amount', header: 'Amount', align: 'right', cell: (r) => formatGBP(Number(r.amount)) },
    { id: 'scheme', header: 'Scheme', cell: (r) => r.scheme },
    {
      id: 'authorised',
      header: 'Authorised on',
      cell: (r) => (r.statement_authorised_at ? formatDate(r.statement_authorised_at) : '—'),
    },
  ]
  const title =
    group.company && group.company !== group.opportunity
      ? `${group.opportunity} (${group.company})`
      : group.opportunity
  return (
    <Card
      level={2}
      title={title}
      actions={
        <TextLink to={opportunityPath(group.opportunityId, stage ?? 2, TAX_RELIEF_TAB)}>
          Open tax relief<VisuallyHidden>{` for ${group.opportunity}`}</VisuallyHidden>
        </TextLink>
      }
    >
      <FactGrid $min="9rem" $strong>
        <div>
          <dt>Outstanding</dt>
          <dd>{countNoun(group.count, 'investors')}</dd>
        </div>
        <div>
          <dt>Oldest</dt>
          <dd>{days(group.oldestDays)}</dd>
        </div>
        <div>
          <dt>Amount</dt>
          <dd>{formatGBP(group.total)}</dd>
        </div>
      </FactGrid>
      <DataTable
        caption={`Outstanding certificates: ${group.opportunity}`}
        columns={columns}
        rows={group.rows}
        rowKey={(r) => r.investment_id}
      />
    </Card>
  )
}
