import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import styled from 'styled-components'

export interface LinkListItem {
  id: number | string
  to: string
  title: string
  meta?: ReactNode
  text?: string | null
}

/** A plain list of links with a line of detail each (documents, reports, attachments). */
export function LinkList({ items, empty }: { items: LinkListItem[]; empty?: string }) {
  if (items.length === 0) return empty ? <StyledEmpty>{empty}</StyledEmpty> : null
  return (
    <StyledList>
      {items.map((item) => (
        <li key={item.id}>
          <StyledLink to={item.to}>{item.title}</StyledLink>
          {item.meta ? <StyledMeta>{item.meta}</StyledMeta> : null}
          {item.text ? <StyledText>{item.text}</StyledText> : null}
        </li>
      ))}
    </StyledList>
  )
}

const StyledList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xxs};
    padding: ${({ theme }) => `${theme.space.sm} 0`};
    border-bottom: 1px solid ${({ theme }) => theme.colours.border};
  }

  li:first-child {
    padding-top: 0;
  }

  li:last-child {
    padding-bottom: 0;
    border-bottom: 0;
  }
`

const StyledLink = styled(Link)`
  align-self: flex-start;
  color: ${({ theme }) => theme.colours.link};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`

const StyledMeta = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colours.textMuted};
`

const StyledText = styled.p`
  margin: 0;
  max-width: 70ch;
`

const StyledEmpty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colours.textMuted};
`
