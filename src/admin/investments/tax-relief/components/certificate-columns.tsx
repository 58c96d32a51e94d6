import { formatGBP } from '@/lib/format'
import { Button, Row, StatusBadge, VisuallyHidden, type Column } from '@/ui'
import { CERTIFICATE_STATES, type IssueInvestor } from '../model/issue-investors'
import { InvestorCell } from './investor-cell'

export interface RowActions {
  /** Certificates may be uploaded (the statement is authorised). */
  mayUpload: boolean
  onUpload: (row: IssueInvestor) => void
  onIssue: (row: IssueInvestor) => void
}

/** A share issue's investors: who (and their reference), how much, and where their certificate is. */
export function certificateColumns(
  labels: { investor: string },
  actions: RowActions | null,
): Column<IssueInvestor>[] {
  const columns: Column<IssueInvestor>[] = [
    {
      id: 'investor',
      header: labels.investor,
      cell: (r) => <InvestorCell name={r.investor} reference={r.reference} />,
    },
    { id: 'amount', header: 'Amount', align: 'right', cell: (r) => formatGBP(r.amount) },
    {
      id: 'certificate',
      header: 'Certificate',
      cell: (r) => (
        <Row $gap="xs">
          <StatusBadge tone={CERTIFICATE_STATES[r.state].tone}>
            {CERTIFICATE_STATES[r.state].label}
          </StatusBadge>
          {r.outstanding ? <StatusBadge tone="warning">Outstanding</StatusBadge> : null}
        </Row>
      ),
    },
  ]
  if (!actions) return columns
  return [
    ...columns,
    {
      id: 'actions',
      header: <VisuallyHidden>Actions</VisuallyHidden>,
      align: 'right',
      cell: (r) =>
        r.state === 'uploaded' ? (
          <Button
            size="sm"
            aria-label={`Mark issued: ${r.investor}`}
            onClick={() => actions.onIssue(r)}
          >
            Mark issued
          </Button>
        ) : r.state === 'none' && actions.mayUpload ? (
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Upload certificate: ${r.investor}`}
            onClick={() => actions.onUpload(r)}
          >
            Upload certificate
          </Button>
        ) : null,
    },
  ]
}
