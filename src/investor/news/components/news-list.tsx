import { useId } from 'react'
import { Link } from 'react-router-dom'
import styled, { css } from 'styled-components'
import { Stack } from '@/ui'
import { excerptOf } from '../model/excerpt'
import { publishedOn, type NewsItem } from '../model/news-item'
import { newsReportPath } from '../model/paths'
import { NewsMeta } from './news-meta'

export interface NewsListProps {
  items: NewsItem[]
  /** 2 on the news page, 3 inside a card (the overview). */
  headingLevel?: 2 | 3
  /** A short list inside a card: no excerpt, rows divided by rules rather than cards. */
  compact?: boolean
}

/**
 * Reports newest first, each titled by a link to the report page. Only plain text is shown:
 * the excerpt is derived from the sanitised body, never its markup.
 */
export function NewsList({ items, headingLevel = 2, compact = false }: NewsListProps) {
  return (
    <StyledList $compact={compact}>
      {items.map((item) => (
        <li key={item.id}>
          <NewsEntry item={item} headingLevel={headingLevel} compact={compact} />
        </li>
      ))}
    </StyledList>
  )
}

function NewsEntry({
  item,
  headingLevel,
  compact,
}: Required<Omit<NewsListProps, 'items'>> & {
  item: NewsItem
}) {
  const titleId = useId()
  const excerpt = compact ? '' : excerptOf(item)
  return (
    <StyledEntry as="article" $gap="xxs" aria-labelledby={titleId} $compact={compact}>
      <StyledTitle as={headingLevel === 3 ? 'h3' : 'h2'} id={titleId} $compact={compact}>
        <Link to={newsReportPath(item.id)}>{item.title}</Link>
      </StyledTitle>
      <NewsMeta subject={item.subject?.name} publishedAt={publishedOn(item)} />
      {excerpt ? <StyledExcerpt>{excerpt}</StyledExcerpt> : null}
    </StyledEntry>
  )
}

const StyledList = styled.ol<{ $compact: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $compact }) => ($compact ? '0' : theme.space.md)};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ $compact, theme }) =>
    $compact &&
    css`
      > li + li {
        border-top: 1px solid ${theme.colours.border};
      }
    `}
`

const StyledEntry = styled(Stack)<{ $compact: boolean }>`
  ${({ $compact, theme }) =>
    $compact
      ? css`
          padding: ${theme.space.sm} 0;
        `
      : css`
          gap: ${theme.space.xs};
          padding: ${theme.space.md};
          background: ${theme.colours.surface};
          border: 1px solid ${theme.colours.border};
          border-radius: ${theme.radii.lg};
          box-shadow: ${theme.shadows.sm};

          ${theme.media.up('md')} {
            padding: ${theme.space.lg};
          }
        `}
`

const StyledTitle = styled.h2<{ $compact: boolean }>`
  margin: 0;
  font-size: ${({ theme, $compact }) => ($compact ? theme.fontSizes.md : theme.fontSizes.lg)};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;

  a {
    color: ${({ theme }) => theme.colours.text};
    text-decoration: none;
  }

  a:hover {
    color: ${({ theme }) => theme.colours.link};
    text-decoration: underline;
  }

  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colours.focus};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`

const StyledExcerpt = styled.p`
  margin: 0;
  max-width: 75ch;
  color: ${({ theme }) => theme.colours.text};
`
