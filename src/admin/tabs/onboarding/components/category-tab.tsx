import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import styled from 'styled-components'
import { formatDate } from '@/lib/format'
import type { RecordSubject } from '@/lib/resources'
import { Button, Card, EmptyState, Row, Stack, StatusBadge } from '@/ui'
import { categorisationQuery, type Categorisation } from '../api/categorisation'
import { useStaffCan } from '../hooks/use-staff-can'
import { subjectNoun } from '../model/subject-words'
import { CategoryApproval } from './category-approval'
import { ChangeCategoryDialog } from './change-category-dialog'
import { TabQueryState } from './tab-query-state'

export interface InvestorTabProps {
  subject: RecordSubject
  /** The loaded parent record, when the record page has it (not needed by these tabs). */
  record?: Record<string, unknown>
}

/**
 * The investor's categorisation (restricted, high net worth, sophisticated…): the category,
 * the statements it stands for and when it was confirmed, and the changes staff made. Staff
 * with `investor_category` update change it, giving a reason; others read it.
 */
export function CategoryTab({ subject }: InvestorTabProps) {
  const query = useQuery(categorisationQuery(subject))
  const mayChange = useStaffCan('investor_category', 'update')
  const [changing, setChanging] = useState(false)
  const data = query.data

  return (
    <Card
      title="Investor category"
      actions={
        mayChange && data ? (
          <Button variant="secondary" size="sm" onClick={() => setChanging(true)}>
            Change category
          </Button>
        ) : null
      }
    >
      {data ? <CategorisationView subject={subject} data={data} /> : null}
      <TabQueryState query={query} what="the investor category" />
      {changing && data ? (
        <ChangeCategoryDialog
          subject={subject}
          categorisation={data}
          onClose={() => setChanging(false)}
        />
      ) : null}
    </Card>
  )
}

function CategorisationView({ subject, data }: { subject: RecordSubject; data: Categorisation }) {
  const noun = subjectNoun(subject)
  const changesId = useId()
  return (
    <StyledStack $gap="lg">
      {data.category ? (
        <section aria-label="Current category">
          <StyledName as="p">
            {data.category.name}{' '}
            {data.category_confirmed_at ? (
              <StatusBadge tone="success">
                Confirmed {formatDate(data.category_confirmed_at)}
              </StatusBadge>
            ) : (
              <StatusBadge tone="warning">Not confirmed</StatusBadge>
            )}
          </StyledName>
          {data.category.description ? (
            <StyledMuted>{data.category.description}</StyledMuted>
          ) : null}
          <StyledSubtitle>Statements confirmed</StyledSubtitle>
          <ul>
            {data.category.statements.map((statement) => (
              <li key={statement}>{statement}</li>
            ))}
          </ul>
          <CategoryApproval subject={subject} data={data} />
        </section>
      ) : (
        <EmptyState
          title="No investor category"
          description={
            subject.type === 'users'
              ? 'This investor has not confirmed an investor category, so the portal does not let them invest yet.'
              : `This ${noun} has no investor category yet.`
          }
        />
      )}
      {data.changes.length > 0 ? (
        <section aria-labelledby={changesId}>
          <StyledSubtitle id={changesId}>Changes by staff</StyledSubtitle>
          <StyledChanges as="ol" $gap="sm">
            {data.changes.map((change) => (
              <li key={change.id}>
                <strong>
                  {change.from_category_name ?? 'No category'} →{' '}
                  {change.to_category_name ?? 'No category'}
                </strong>
                <StyledMuted>
                  {formatDate(change.created_at)}
                  {change.changed_by_name ? ` by ${change.changed_by_name}` : ''}: {change.reason}
                </StyledMuted>
              </li>
            ))}
          </StyledChanges>
        </section>
      ) : null}
    </StyledStack>
  )
}

const StyledStack = styled(Stack)`
  ul {
    margin: ${({ theme }) => `${theme.space.xs} 0 0`};
    padding-left: ${({ theme }) => theme.space.lg};
  }
`

const StyledName = styled(Row)`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`

const StyledMuted = styled.p`
  margin: ${({ theme }) => `${theme.space.xxs} 0 0`};
  max-width: 68ch;
  color: ${({ theme }) => theme.colours.textMuted};
`

const StyledSubtitle = styled.h3`
  margin: ${({ theme }) => `${theme.space.md} 0 0`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const StyledChanges = styled(Stack)`
  list-style: none;
  padding: 0 !important;
`
