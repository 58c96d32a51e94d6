import styled from 'styled-components'
import { ADMIN_PATHS, type AdminNavItem } from '@/lib/navigation'
import { LinkCard, LinkCardGrid } from '../components/link-card'

/** Quick links to every area the role may open (the navigation, less the overview itself). */
export function Shortcuts({ items }: { items: readonly AdminNavItem[] }) {
  const areas = items.filter((i) => i.to !== ADMIN_PATHS.overview)
  if (areas.length === 0) return null
  return (
    <section aria-labelledby="shortcuts-title">
      <StyledHeading id="shortcuts-title">Shortcuts</StyledHeading>
      <LinkCardGrid>
        {areas.map((area) => (
          <LinkCard
            key={area.key}
            id={`shortcut-${area.key}`}
            level={3}
            title={area.label}
            to={area.to}
            // A single child is the title's own destination: no list for it.
            links={area.children && area.children.length > 1 ? area.children : []}
            listLabel={area.label}
          />
        ))}
      </LinkCardGrid>
    </section>
  )
}

const StyledHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`
