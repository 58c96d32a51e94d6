import styled from 'styled-components'
import { categoryApprovalOf } from '@/lib/investments'
import { useFlags } from '@/lib/flags'
import { formatDate } from '@/lib/format'
import type { CurrentUser } from '@/lib/session'
import { CATEGORY_APPROVAL_MESSAGES } from '../model/messages'
import { Outcome } from './outcome'

export interface CategoryOutcomeProps {
  user: CurrentUser
  name: string
  focusOnMount?: boolean
}

/**
 * The investor's category as it stands: confirmed, or with categorisation approval on,
 * awaiting staff's approval, or rejected with the reason they gave (the investor then chooses
 * again). A category set before approval was asked counts as approved.
 */
export function CategoryOutcome({ user, name, focusOnMount }: CategoryOutcomeProps) {
  const approval = categoryApprovalOf(user, useFlags().complianceRequiresCategorisationApproval)
  const category = <StyledName>{name}</StyledName>
  const confirmed = user.category_confirmed_at ? (
    <p>Confirmed on {formatDate(user.category_confirmed_at)}.</p>
  ) : null
  if (approval === 'awaiting')
    return (
      <Outcome
        tone="info"
        title={<>Your category, {category}, is awaiting approval.</>}
        focusOnMount={focusOnMount}
      >
        {confirmed}
        <p>{CATEGORY_APPROVAL_MESSAGES.awaiting}</p>
      </Outcome>
    )
  if (approval === 'rejected')
    return (
      <Outcome
        tone="danger"
        title={<>Your category, {category}, was not approved.</>}
        focusOnMount={focusOnMount}
      >
        {user.category_decision_reason ? (
          <p>
            <strong>Our reason:</strong> {user.category_decision_reason}
          </p>
        ) : null}
        <p>Choose your investor category again before you invest.</p>
      </Outcome>
    )
  return (
    <Outcome
      tone="success"
      title={<>You are categorised as a {category}.</>}
      focusOnMount={focusOnMount}
    >
      {confirmed}
    </Outcome>
  )
}

const StyledName = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`
