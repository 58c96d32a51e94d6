import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import styled from 'styled-components'
import { Card, EmptyState, QueryStates, Row, Stack, type EmptyStateProps } from '@/ui'

export interface SettingsItemsCardProps<T> {
  /** The card's title, which also names the list. */
  title: string
  query: UseQueryResult<T[]>
  /** What is loading, for the status text. */
  loading: string
  /** What the card says when there is no item yet. */
  empty: Pick<EmptyStateProps, 'title' | 'description'>
  /** One SettingsItem. */
  children: (item: T) => ReactNode
}

/** A card of a settings page's items as they load: the list, or why there is none. */
export function SettingsItemsCard<T>({
  title,
  query,
  loading,
  empty,
  children,
}: SettingsItemsCardProps<T>) {
  return (
    <Card title={title}>
      <QueryStates query={query} loading={loading}>
        {(items) =>
          items.length === 0 ? (
            <EmptyState {...empty} />
          ) : (
            <SettingsItemList as="ul" aria-label={title}>
              {items.map(children)}
            </SettingsItemList>
          )
        }
      </QueryStates>
    </Card>
  )
}

/** A settings page's list of bordered items (investor categories, portfolio tables). */
const SettingsItemList = styled(Stack)`
  margin: 0;
  padding: 0;
  list-style: none;
`

export interface SettingsItemProps {
  /** The heading's id, which names the item for assistive technology. */
  id: string
  title: ReactNode
  /** Badges and buttons on the heading's row, after the title. */
  head?: ReactNode
  /** The heading row's extras sit at the row's end rather than beside the title. */
  headAtEnd?: boolean
  children?: ReactNode
}

/** One item of a SettingsItemList: its heading row, then what the page says about it. */
export function SettingsItem({ id, title, head, headAtEnd = false, children }: SettingsItemProps) {
  return (
    <StyledItem as="li" $gap="xs" aria-labelledby={id}>
      <StyledHead $gap="xs" $headAtEnd={headAtEnd}>
        <h3 id={id}>{title}</h3>
        {head}
      </StyledHead>
      {children}
    </StyledItem>
  )
}

const StyledItem = styled(Stack)`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.md};
`

const StyledHead = styled(Row)<{ $headAtEnd: boolean }>`
  h3 {
    margin: 0;
    margin-inline-end: ${({ $headAtEnd }) => ($headAtEnd ? 'auto' : '0')};
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`
