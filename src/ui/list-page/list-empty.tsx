import type { ReactNode } from 'react'
import { Button } from '@/ui/button/button'
import { EmptyState } from '@/ui/states/empty-state'
import type { ListPageData } from './list-page'
import type { ListController } from './use-list-params'
import { formatCount } from '@/lib/format'

/**
 * What an empty table says: a page past the end, a search or filters that match nothing, or a
 * list with nothing in it yet (with its create action).
 */
export function ListEmpty<T>({
  data,
  noun,
  list,
  action,
}: {
  data: ListPageData<T> | undefined
  noun: string
  list: ListController
  action?: ReactNode
}) {
  if (!data) return null
  // A bookmarked or hand-edited page number past the end of a list that has rows.
  if (data.total > 0) {
    return (
      <EmptyState
        title="This page is empty"
        description={`There are ${formatCount(data.total)} ${noun} on earlier pages.`}
        action={
          <Button variant="secondary" onClick={() => list.setPage(1)}>
            Go to the first page
          </Button>
        }
      />
    )
  }
  const filtered = Object.keys(list.params.filters).length > 0
  if (list.params.search !== '' && !filtered) {
    return (
      <EmptyState
        title={`No ${noun} found`}
        description={`Nothing matches "${list.params.search}". Try other words, or clear the search.`}
        action={
          <Button variant="secondary" onClick={() => list.setSearch('')}>
            Clear search
          </Button>
        }
      />
    )
  }
  return list.hasActiveFilters ? (
    <EmptyState
      title={`No ${noun} found`}
      description="Nothing matches the search and filters. Try other words, or clear them."
      action={
        <Button variant="secondary" onClick={list.clearFilters}>
          Clear filters
        </Button>
      }
    />
  ) : (
    <EmptyState
      title={`No ${noun} found`}
      description={`There are no ${noun} yet.`}
      action={action}
    />
  )
}
