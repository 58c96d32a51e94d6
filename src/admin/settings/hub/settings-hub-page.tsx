import styled from 'styled-components'
import { SETTINGS_SECTIONS, settingsItems } from '@/lib/navigation'
import { useTerm } from '@/lib/terminology'
import { LinkCard, LinkCardGrid } from '@/ui/link-card/link-card'
import { useAdminContext } from '@/lib/navigation/use-admin-context'

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
      <LinkCardGrid>
        {tiles.map(({ section, items }) => (
          <LinkCard
            key={section.key}
            id={`settings-${section.key}`}
            title={section.title}
            to={items[0].path}
            links={items.map((item) => ({ key: item.key, label: item.label, to: item.path }))}
            listLabel={`${section.title} pages`}
          />
        ))}
      </LinkCardGrid>
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
