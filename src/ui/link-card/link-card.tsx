import { Link } from 'react-router-dom'
import styled from 'styled-components'

export interface CardLink {
  key: string
  label: string
  to: string
}

export interface LinkCardProps {
  /** Unique in the page: labels the card by its title. */
  id: string
  title: string
  /** Where the title goes (the first page the role may open). */
  to: string
  links: readonly CardLink[]
  /** Names the list of links for screen readers. */
  listLabel: string
  /** The title's heading level in the page's outline. */
  level?: 2 | 3
}

/** A card whose title links to an area and which lists the pages inside it (overview, hub). */
export function LinkCard({ id, title, to, links, listLabel, level = 2 }: LinkCardProps) {
  return (
    <StyledCard aria-labelledby={id}>
      <StyledTitle as={level === 3 ? 'h3' : 'h2'} id={id}>
        <StyledTitleLink to={to}>{title}</StyledTitleLink>
      </StyledTitle>
      {links.length > 0 ? (
        <StyledLinks aria-label={listLabel}>
          {links.map((link) => (
            <li key={link.key}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </StyledLinks>
      ) : null}
    </StyledCard>
  )
}

/** The responsive grid the cards sit in. */
export const LinkCardGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space.md};
`

const StyledCard = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  height: 100%;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colours.surface};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`

const StyledTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`

const StyledTitleLink = styled(Link)`
  color: ${({ theme }) => theme.colours.text};
  text-decoration: underline;
  text-decoration-color: ${({ theme }) => theme.colours.border};
  text-underline-offset: 0.2em;

  &:hover {
    color: ${({ theme }) => theme.colours.link};
    text-decoration-color: currentColor;
  }
`

const StyledLinks = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`
