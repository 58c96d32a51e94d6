import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { ADMIN_PATHS, type AdminNavItem } from '@/lib/navigation'

/** Quick links to every area the role may open (the navigation, less the overview itself). */
export function Shortcuts({ items }: { items: readonly AdminNavItem[] }) {
  const areas = items.filter((i) => i.to !== ADMIN_PATHS.overview)
  if (areas.length === 0) return null
  return (
    <section aria-labelledby="shortcuts-title">
      <StyledHeading id="shortcuts-title">Shortcuts</StyledHeading>
      <StyledGrid>
        {areas.map((area) => (
          <StyledCard key={area.key}>
            <StyledAreaLink to={area.to}>{area.label}</StyledAreaLink>
            {area.children && area.children.length > 1 ? (
              <StyledLinks aria-label={area.label}>
                {area.children.map((child) => (
                  <li key={child.key}>
                    <Link to={child.to}>{child.label}</Link>
                  </li>
                ))}
              </StyledLinks>
            ) : null}
          </StyledCard>
        ))}
      </StyledGrid>
    </section>
  )
}

const StyledHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`

const StyledGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`

const StyledCard = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colours.surface};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`

const StyledAreaLink = styled(Link)`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colours.text};
  text-decoration: none;

  &:hover {
    color: ${({ theme }) => theme.colours.link};
    text-decoration: underline;
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
