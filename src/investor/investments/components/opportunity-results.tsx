import type { UseQueryResult } from '@tanstack/react-query'
import styled from 'styled-components'
import { formatCount } from '@/lib/format'
import type { Page, RecordOf } from '@/lib/resources'
import {
  Button,
  CardGrid,
  EmptyState,
  type ListController,
  Pagination,
  PendingStates,
  VisuallyHidden,
} from '@/ui'
import { OpportunityCard } from './opportunity-card'

type Opportunity = RecordOf<'investment-opportunities'>

export interface OpportunityResultsProps {
  result: UseQueryResult<Page<Opportunity>>
  list: ListController
  showTax: boolean
}

/** The cards of one page, with the loading, empty and error states and the pages below. */
export function OpportunityResults({ result, list, showTax }: OpportunityResultsProps) {
  const { data, isFetching } = result
  if (!data) {
    return (
      <PendingStates
        query={result}
        loading="Loading opportunities…"
        errorMessage="The opportunities could not be loaded."
        frame={(state) => <StyledPanel>{state}</StyledPanel>}
      />
    )
  }
  return (
    <>
      {data.data.length === 0 ? (
        <StyledPanel>
          <Empty total={data.total} list={list} />
        </StyledPanel>
      ) : (
        <StyledGrid $min="300px" aria-busy={isFetching || undefined} $busy={isFetching}>
          {data.data.map((o) => (
            <OpportunityCard key={o.id} opportunity={o} showTax={showTax} />
          ))}
        </StyledGrid>
      )}
      {data.total > 0 ? (
        <Pagination
          meta={data}
          onPageChange={list.setPage}
          itemNoun="opportunities"
          label="Opportunities pages"
        />
      ) : null}
      <VisuallyHidden role="status">
        {isFetching ? '' : `${formatCount(data.total)} opportunities found`}
      </VisuallyHidden>
    </>
  )
}

function Empty({ total, list }: { total: number; list: ListController }) {
  if (total > 0) {
    return (
      <EmptyState
        title="This page is empty"
        description="There are more opportunities on earlier pages."
        action={
          <Button variant="secondary" onClick={() => list.setPage(1)}>
            Go to the first page
          </Button>
        }
      />
    )
  }
  if (list.hasActiveFilters) {
    return (
      <EmptyState
        title="No opportunities match"
        description="Nothing matches the search and filters. Try other words, or clear them."
        action={
          <Button variant="secondary" onClick={list.clearFilters}>
            Clear filters
          </Button>
        }
      />
    )
  }
  return (
    <EmptyState
      title="No opportunities open right now"
      description="New opportunities appear here as soon as they open. We will let you know."
    />
  )
}

export const StyledPanel = styled.div`
  background: ${({ theme }) => theme.colours.surface};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`

/** The previous page stays while the next loads, dimmed so the wait is visible. */
const StyledGrid = styled(CardGrid)<{ $busy: boolean }>`
  opacity: ${({ $busy }) => ($busy ? 0.6 : 1)};
  transition: opacity ${({ theme }) => theme.motion.normal};

  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`
