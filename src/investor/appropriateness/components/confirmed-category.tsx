import { useQuery } from '@tanstack/react-query'
import styled from 'styled-components'
import { useFlags } from '@/lib/flags'
import { categoryApprovalOf } from '@/lib/investments'
import type { CurrentUser } from '@/lib/session'
import { Button, Card, LoadingState } from '@/ui'
import { categoriesQuery } from '../api/categorisation-requests'
import { CategoryOutcome } from './category-outcome'

export interface ConfirmedCategoryProps {
  user: CurrentUser
  onChange: () => void
  /** Set right after confirming: the confirmation takes focus. */
  justConfirmed?: boolean
}

/** The investor's category as recorded (and where it stands with staff), with the way to change it. */
export function ConfirmedCategory({ user, onChange, justConfirmed }: ConfirmedCategoryProps) {
  const categories = useQuery(categoriesQuery)
  const category = categories.data?.find((c) => c.id === user.investor_category_id)
  const name = category?.name ?? 'an investor category'
  const rejected =
    categoryApprovalOf(user, useFlags().complianceRequiresCategorisationApproval) === 'rejected'
  return (
    <Card
      title="Your investor category"
      actions={
        <Button variant="secondary" size="sm" onClick={onChange}>
          {rejected ? 'Choose your category again' : 'Change your category'}
        </Button>
      }
    >
      {categories.isPending ? (
        <LoadingState label="Loading your investor category…" />
      ) : (
        <CategoryOutcome user={user} name={name} focusOnMount={justConfirmed} />
      )}
      {category?.description ? <StyledText>{category.description}</StyledText> : null}
      {category && category.statements.length > 0 ? (
        <StyledStatements>
          <StyledSubtitle>The statements of this category</StyledSubtitle>
          <ul>
            {category.statements.map((statement) => (
              <li key={statement}>{statement}</li>
            ))}
          </ul>
        </StyledStatements>
      ) : null}
    </Card>
  )
}

const StyledText = styled.p`
  margin: 0;
  max-width: 68ch;
  color: ${({ theme }) => theme.colours.textMuted};
`

const StyledStatements = styled.div`
  ul {
    margin: ${({ theme }) => `${theme.space.xs} 0 0`};
    padding-left: ${({ theme }) => theme.space.lg};
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xxs};
  }
`

const StyledSubtitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`
