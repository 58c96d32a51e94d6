import { formatDate } from '@/lib/format'
import { useTerm } from '@/lib/terminology'
import { Button, Card, DataTable, EmptyState, FactGrid, Row, StatusBadge } from '@/ui'
import type { ShareIssue } from '../api/tax-relief'
import { STATEMENT_STATUS, statementStatusOf, type IssueInvestor } from '../model/issue-investors'
import { certificateColumns } from './certificate-columns'

/** What the card's buttons open; the tab holds the one dialog open at a time. */
export type IssueDialog =
  | { kind: 'edit'; issue: ShareIssue }
  | { kind: 'upload'; issue: ShareIssue; row: IssueInvestor }
  | { kind: 'bulk'; issue: ShareIssue; rows: readonly IssueInvestor[] }
  | { kind: 'issue'; issue: ShareIssue; rows: readonly IssueInvestor[] }

export interface ShareIssueCardProps {
  issue: ShareIssue
  rows: readonly IssueInvestor[]
  mayEdit: boolean
  open: (dialog: IssueDialog) => void
}

const dateOr = (value: string | null | undefined, none: string) =>
  value ? formatDate(value) : none

export const issueTitle = (issue: ShareIssue) =>
  `${issue.scheme}${issue.knowledge_intensive ? ' (knowledge-intensive)' : ''} share issue${
    issue.issue_date ? ` of ${formatDate(issue.issue_date)}` : ''
  }`

/** One share issue: HMRC's process for it, then its investors and their certificates. */
export function ShareIssueCard({ issue, rows, mayEdit, open }: ShareIssueCardProps) {
  const t = useTerm()
  const status = statementStatusOf(issue.statement_status)
  const authorised = status === 'authorised'
  const uploaded = rows.filter((r) => r.state === 'uploaded')
  const columns = certificateColumns(
    { investor: t('investor') },
    mayEdit
      ? {
          mayUpload: authorised,
          onUpload: (row) => open({ kind: 'upload', issue, row }),
          onIssue: (row) => open({ kind: 'issue', issue, rows: [row] }),
        }
      : null,
  )
  return (
    <Card
      level={3}
      title={issueTitle(issue)}
      actions={
        mayEdit ? (
          <Button size="sm" variant="secondary" onClick={() => open({ kind: 'edit', issue })}>
            Edit share issue
          </Button>
        ) : null
      }
    >
      {/* 9.5rem keeps a UIR (EIS/2026/000040) on one line; the issue date is in the title once set. */}
      <FactGrid $min="9.5rem">
        {issue.issue_date ? null : (
          <div>
            <dt>Share issue date</dt>
            <dd>Not allotted yet</dd>
          </div>
        )}
        <div>
          <dt>Advance assurance</dt>
          <dd>
            {[dateOr(issue.advance_assurance_date, ''), issue.advance_assurance_reference]
              .filter(Boolean)
              .join(' · ') || 'None recorded'}
          </dd>
        </div>
        <div>
          <dt>Compliance statement</dt>
          <dd>
            <StatusBadge tone={STATEMENT_STATUS[status].tone}>
              {STATEMENT_STATUS[status].label}
            </StatusBadge>
          </dd>
        </div>
        {issue.statement_submitted_at ? (
          <div>
            <dt>Submitted on</dt>
            <dd>{formatDate(issue.statement_submitted_at)}</dd>
          </div>
        ) : null}
        {authorised ? (
          <div>
            <dt>Authorised on</dt>
            <dd>{dateOr(issue.statement_authorised_at, '—')}</dd>
          </div>
        ) : null}
        {authorised ? (
          <div>
            <dt>UIR</dt>
            <dd>{issue.unique_investment_reference ?? '—'}</dd>
          </div>
        ) : null}
      </FactGrid>
      {mayEdit && rows.length > 0 ? (
        <Row>
          {authorised ? (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => open({ kind: 'bulk', issue, rows })}
            >
              Upload certificates
            </Button>
          ) : null}
          {uploaded.length > 0 ? (
            <Button size="sm" onClick={() => open({ kind: 'issue', issue, rows: uploaded })}>
              Mark all uploaded as issued ({uploaded.length})
            </Button>
          ) : null}
        </Row>
      ) : null}
      <DataTable
        caption={`Investors in the ${issueTitle(issue)}`}
        columns={columns}
        rows={[...rows]}
        rowKey={(r) => r.investmentId}
        empty={
          <EmptyState
            title="No investors yet"
            description={
              issue.issue_date
                ? 'No paid investment under this scheme was allotted to it.'
                : 'Paid investments under this scheme join once the share issue date is set.'
            }
          />
        }
      />
    </Card>
  )
}
