import { useState } from 'react'
import styled from 'styled-components'
import { useFlags } from '@/lib/flags'
import { formatDate } from '@/lib/format'
import type { RecordSubject } from '@/lib/resources'
import { Button, Row, Stack, StatusBadge } from '@/ui'
import type { Categorisation } from '../api/categorisation'
import { useStaffCan } from '../hooks/use-staff-can'
import { DecideCategoryDialog, type CategoryDecision } from './decide-category-dialog'

export interface CategoryApprovalProps {
  subject: RecordSubject
  data: Categorisation
}

/**
 * With categorisation approval on: where the investor's category stands with staff, and for
 * staff with `investor_category` update the approve and reject actions while it awaits them.
 * Nothing with the flag off, or for a category set before approval was asked.
 */
export function CategoryApproval({ subject, data }: CategoryApprovalProps) {
  const approval = useFlags().complianceRequiresCategorisationApproval
  const mayDecide = useStaffCan('investor_category', 'update')
  const [deciding, setDeciding] = useState<CategoryDecision | null>(null)
  const status = data.approval_status
  if (!approval || subject.type !== 'users' || !data.category || !status) return null
  const by = data.decided_by_name ? ` by ${data.decided_by_name}` : ''
  const when = data.decided_at ? ` ${formatDate(data.decided_at)}` : ''
  return (
    <StyledApproval as="section" aria-label="Approval" $gap="sm">
      <Row $gap="sm">
        {status === 'awaiting' ? (
          <StatusBadge tone="warning">Awaiting approval</StatusBadge>
        ) : status === 'approved' ? (
          <StatusBadge tone="success">Approved{when}</StatusBadge>
        ) : (
          <StatusBadge tone="danger">Rejected{when}</StatusBadge>
        )}
        {status !== 'awaiting' && by ? <StyledMuted>Decided{by}</StyledMuted> : null}
      </Row>
      {status === 'awaiting' ? (
        <StyledMuted>
          The investor confirmed this category. It does not count for investing until it is
          approved.
        </StyledMuted>
      ) : null}
      {status !== 'awaiting' && data.decision_reason ? (
        <StyledMuted>Reason: {data.decision_reason}</StyledMuted>
      ) : null}
      {status === 'awaiting' && mayDecide ? (
        <Row $gap="sm">
          <Button size="sm" onClick={() => setDeciding('approve')}>
            Approve category
          </Button>
          <Button size="sm" variant="danger" onClick={() => setDeciding('reject')}>
            Reject category
          </Button>
        </Row>
      ) : null}
      {deciding ? (
        <DecideCategoryDialog
          subject={subject}
          categorisation={data}
          decision={deciding}
          onClose={() => setDeciding(null)}
        />
      ) : null}
    </StyledApproval>
  )
}

// Below the statements the investor confirmed, set apart as staff's step.
const StyledApproval = styled(Stack)`
  margin-top: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colours.border};
`

const StyledMuted = styled.p`
  margin: 0;
  max-width: 68ch;
  color: ${({ theme }) => theme.colours.textMuted};
`
