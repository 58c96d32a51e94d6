import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import styled from 'styled-components'
import { TabList } from '@/admin/kit/records'
import { queryErrorMessage } from '@/lib/api'
import { formatDateTime } from '@/lib/format'
import { can } from '@/lib/permissions'
import type { RecordSubject } from '@/lib/resources'
import { useCurrentUser } from '@/lib/session'
import { Button, Card, EmptyState, ErrorState, LoadingState, Row, Stack, StatusBadge } from '@/ui'
import { screeningQuery } from '../api/screening'
import { requestedByText, SCREENING_STATUS } from '../model/labels'
import { DecideScreeningDialog, type ScreeningDecision } from './decide-screening-dialog'
import { RunScreeningButton } from './run-screening-button'
import { ScreeningCheck } from './screening-check'

export interface ScreeningTabProps {
  /** The investor (type 'users'). */
  subject: RecordSubject
}

/**
 * User screening on the investor record: the check that counts (status, provider reference,
 * the list entries matched), the earlier checks, and for staff with `compliance` update the
 * actions: run the screening again, and clear or fail a referral with a reason.
 */
export function ScreeningTab({ subject }: ScreeningTabProps) {
  const { user } = useCurrentUser()
  const mayReview = user ? can(user.role_id, 'compliance', 'update') : false
  const checks = useQuery(screeningQuery(subject.id))
  const [deciding, setDeciding] = useState<ScreeningDecision | null>(null)
  const [latest, ...earlier] = checks.data ?? []
  const actions = mayReview && checks.isSuccess ? <RunScreeningButton userId={subject.id} /> : null
  return (
    <Card title="Screening" actions={actions}>
      {checks.isPending ? (
        <LoadingState label="Loading the screening…" showLabel />
      ) : checks.isError ? (
        <ErrorState
          title="The screening could not be loaded"
          message={queryErrorMessage(checks.error)}
          onRetry={() => void checks.refetch()}
          retrying={checks.isFetching}
        />
      ) : !latest ? (
        <EmptyState
          title="Not screened yet"
          description="This investor has not been screened. They cannot invest until a screening is clear."
        />
      ) : (
        <Stack $gap="md">
          <Stack as="section" aria-label="Current screening" $gap="sm">
            <ScreeningCheck check={latest} />
            {latest.status === 'refer' && mayReview ? (
              <Row $gap="sm">
                <Button size="sm" onClick={() => setDeciding('clear')}>
                  Clear
                </Button>
                <Button size="sm" variant="danger" onClick={() => setDeciding('fail')}>
                  Fail
                </Button>
              </Row>
            ) : null}
          </Stack>
          {earlier.length ? (
            <section aria-labelledby="screening-history">
              <StyledHeading id="screening-history">Earlier checks</StyledHeading>
              <TabList as="ul" $gap="xs">
                {earlier.map((c) => (
                  <li key={c.id}>
                    <Row $gap="sm">
                      <time dateTime={c.requested_at}>{formatDateTime(c.requested_at)}</time>
                      <StatusBadge tone={SCREENING_STATUS[c.status].tone}>
                        {SCREENING_STATUS[c.status].label}
                      </StatusBadge>
                      <span>
                        {c.reference} · {requestedByText(c)}
                        {c.decided_by ? ` · decided by ${c.decided_by.name}` : ''}
                      </span>
                    </Row>
                  </li>
                ))}
              </TabList>
            </section>
          ) : null}
        </Stack>
      )}
      {deciding ? (
        <DecideScreeningDialog
          userId={subject.id}
          decision={deciding}
          onClose={() => setDeciding(null)}
        />
      ) : null}
    </Card>
  )
}

const StyledHeading = styled.h3`
  margin: ${({ theme }) => `0 0 ${theme.space.xs}`};
  font-size: ${({ theme }) => theme.fontSizes.md};
`
