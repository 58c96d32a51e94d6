import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import styled from 'styled-components'
import type { RecordTabProps } from '@/admin/kit/records'
import { useFlags } from '@/lib/flags'
import { countryName, formatDate } from '@/lib/format'
import { can } from '@/lib/permissions'
import { useCurrentUser } from '@/lib/session'
import {
  Button,
  Card,
  DataTable,
  EmptyState,
  PendingStates,
  Row,
  Stack,
  StatusBadge,
  VisuallyHidden,
  type Column,
} from '@/ui'
import {
  internationalAmlQuery,
  type AmlDocument,
  type InternationalAml,
} from '../api/international-aml'
import { AML_STATUS, DOCUMENT_STATUS } from '../api/labels'
import { DecideAmlDialog, type AmlDecision } from './decide-aml-dialog'

const TITLE = 'International check'

/**
 * Tab international-check (flag `internationalAml`): the enhanced due-diligence check of an
 * investor living outside the UK, with its documents and staff's decision. Staff holding
 * `compliance` update pass or fail it once every document is in; the documents themselves are
 * reviewed like any onboarding document.
 */
export function InternationalCheckTab({ subject }: RecordTabProps) {
  const on = useFlags().internationalAml
  if (subject.type !== 'users' || !on) {
    return (
      <Card title={TITLE}>
        <EmptyState
          title="No international check"
          description={
            on
              ? 'Only investors with an account are checked.'
              : 'International AML is off: investors outside the UK are treated like UK investors.'
          }
        />
      </Card>
    )
  }
  return <CheckCard userId={subject.id} />
}

const columns: Column<AmlDocument>[] = [
  {
    id: 'name',
    header: 'Document',
    cell: (d) => <StyledName>{d.name}</StyledName>,
  },
  {
    id: 'status',
    header: 'State',
    cell: (d) => {
      const s = DOCUMENT_STATUS[d.status] ?? DOCUMENT_STATUS.required
      return (
        <>
          <StatusBadge tone={s.tone}>{s.label}</StatusBadge>
          {d.status === 'rejected' && d.rejection_reason ? (
            <StyledMuted>Reason: {d.rejection_reason}</StyledMuted>
          ) : null}
        </>
      )
    },
  },
  {
    id: 'file',
    header: 'File',
    cell: (d) =>
      d.document_url ? (
        <a href={d.document_url} target="_blank" rel="noreferrer">
          Open {d.name}
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </a>
      ) : (
        <StyledMuted as="span">No file yet</StyledMuted>
      ),
  },
]

function CheckCard({ userId }: { userId: number }) {
  const query = useQuery(internationalAmlQuery(userId))
  const { user } = useCurrentUser()
  const mayDecide = user ? can(user.role_id, 'compliance', 'update') : false
  const [deciding, setDeciding] = useState<AmlDecision | null>(null)
  if (!query.data)
    return (
      <Card title={TITLE}>
        <PendingStates
          query={query}
          loading="Loading the international check…"
          errorMessage="The international check could not be loaded."
        />
      </Card>
    )
  const check = query.data
  const status = AML_STATUS[check.status]
  const decidable = ['in_review', 'passed', 'failed'].includes(check.status)
  return (
    <Card title={TITLE}>
      <Stack $gap="sm" as="section" aria-label="Check status">
        <Row $gap="sm">
          <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
          <StyledMuted as="span">
            Country of residence: {countryName(check.country) || 'United Kingdom'}
          </StyledMuted>
        </Row>
        {check.required ? null : (
          <StyledMuted>
            This investor lives in the UK: no enhanced due diligence is asked.
          </StyledMuted>
        )}
        <Decision check={check} />
        {check.required && mayDecide && decidable ? (
          <Row $gap="sm">
            {check.status !== 'passed' ? (
              <Button size="sm" onClick={() => setDeciding('pass')}>
                Pass check
              </Button>
            ) : null}
            {check.status !== 'failed' ? (
              <Button size="sm" variant="danger" onClick={() => setDeciding('fail')}>
                Fail check
              </Button>
            ) : null}
          </Row>
        ) : null}
        {check.status === 'documents_outstanding' ? (
          <StyledMuted>
            The check can be decided once the investor has sent every document below.
          </StyledMuted>
        ) : null}
      </Stack>
      {check.required ? (
        <DataTable
          caption="Enhanced due-diligence documents (review each on the Onboarding Documents tab)"
          columns={columns}
          rows={check.documents}
          rowKey={(d) => d.kind}
          loading={query.isFetching}
        />
      ) : null}
      {deciding ? (
        <DecideAmlDialog userId={userId} decision={deciding} onClose={() => setDeciding(null)} />
      ) : null}
    </Card>
  )
}

function Decision({ check }: { check: InternationalAml }) {
  if (check.status !== 'passed' && check.status !== 'failed') return null
  const by = check.decided_by_name ? ` by ${check.decided_by_name}` : ''
  return (
    <>
      <StyledMuted>
        {check.status === 'passed' ? 'Passed' : 'Failed'}
        {by} {formatDate(check.decided_at)}
      </StyledMuted>
      {check.decision_reason ? <StyledMuted>Reason: {check.decision_reason}</StyledMuted> : null}
    </>
  )
}

const StyledName = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`

const StyledMuted = styled.p`
  margin: ${({ theme }) => `${theme.space.xxs} 0 0`};
  max-width: 68ch;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colours.textMuted};
`
