import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { SETTINGS_SECTIONS, settingsItems } from '@/lib/navigation'
import { useTerm } from '@/lib/terminology'
import { useAdminContext } from '../model/use-admin-context'

/**
 * /admin/settings (SPEC §2): the five tiles in order, each linking to the first page of its
 * section the role may open and listing the pages it may open there. A section with nothing
 * the role may open is left out.
 */
export function SettingsHubPage() {
  const t = useTerm()
  const { roleId, flags } = useAdminContext()
  const tiles = SETTINGS_SECTIONS.map((section) => ({
    section,
    items: settingsItems(roleId, flags, section),
  })).filter(({ items }) => items.length > 0)

  return (
    <>
      <StyledTitle>{t('settings')}</StyledTitle>
      <StyledIntro>
        Manage how your portal looks, what it calls things and who can do what.
      </StyledIntro>
      <StyledGrid>
        {tiles.map(({ section, items }) => (
          <StyledTile key={section.key} aria-labelledby={`settings-${section.key}`}>
            <StyledTileTitle id={`settings-${section.key}`}>
              <StyledTileLink to={items[0].path}>{section.title}</StyledTileLink>
            </StyledTileTitle>
            <StyledItems aria-label={`${section.title} pages`}>
              {items.map((item) => (
                <li key={item.key}>
                  <Link to={item.path}>{item.label}</Link>
                </li>
              ))}
            </StyledItems>
          </StyledTile>
        ))}
      </StyledGrid>
    </>
  )
}

const StyledTitle = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.display};
`

const StyledIntro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colours.textMuted};
`

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space.md};
`

const StyledTile = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colours.surface};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`

const StyledTileTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`

const StyledTileLink = styled(Link)`
  color: ${({ theme }) => theme.colours.text};
  text-decoration: none;

  &:hover {
    color: ${({ theme }) => theme.colours.link};
    text-decoration: underline;
  }
`

const StyledItems = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`
