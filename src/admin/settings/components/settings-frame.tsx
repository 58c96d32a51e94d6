import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { useFlags } from '@/lib/flags'
import { ADMIN_PATHS, SETTINGS_SECTIONS, settingsItems } from '@/lib/navigation'
import { useCurrentUser } from '@/lib/session'
import { useTerm } from '@/lib/terminology'
import { LinkTabs, PageHeader, SectionBoundary, Stack } from '@/ui'

export interface SettingsFrameProps {
  /** The settings item (settings-nav.ts key) this page belongs to: names it and marks its tab. */
  item: string
  /** The page's h1; defaults to the item's label (a sub-page such as a pipeline's stages). */
  title?: ReactNode
  /** One sentence under the title saying what the page changes, and where it shows. */
  description?: ReactNode
  /** Buttons on the header's right ("New pipeline"). */
  actions?: ReactNode
  /** Where the back link goes (a sub-page's parent); defaults to the settings hub. */
  back?: { to: string; label: string }
  children: ReactNode
}

/**
 * Every settings page's frame: back to the hub, the section as eyebrow, the page title, and
 * the section's other pages the role may open as tabs, so staff move between a section's
 * pages without going back to the hub. The body sits in a boundary: a malformed answer breaks
 * this page's body, never the shell.
 */
export function SettingsFrame({
  item,
  title,
  description,
  actions,
  back,
  children,
}: SettingsFrameProps) {
  const t = useTerm()
  const flags = useFlags()
  const roleId = useCurrentUser().user?.role_id ?? null
  const section = SETTINGS_SECTIONS.find((s) => s.items.some((i) => i.key === item))
  const current = section?.items.find((i) => i.key === item)
  const siblings = section ? settingsItems(roleId, flags, section) : []
  const label = current?.label ?? item

  return (
    <StyledFrame $gap="lg">
      <PageHeader
        eyebrow={section?.title}
        title={title ?? label}
        description={description}
        back={back ?? { to: ADMIN_PATHS.settings, label: `Back to ${t('settings')}` }}
        actions={actions}
      />
      {siblings.length > 1 ? (
        <LinkTabs
          label={`${section?.title ?? t('settings')} pages`}
          activeId={item}
          items={siblings.map((s) => ({ id: s.key, label: s.label, href: s.path }))}
          renderLink={({ href, ...props }) => <Link to={href} {...props} />}
        />
      ) : null}
      <SectionBoundary what={`The ${label} settings`}>{children}</SectionBoundary>
    </StyledFrame>
  )
}

const StyledFrame = styled(Stack)`
  min-width: 0;
`
