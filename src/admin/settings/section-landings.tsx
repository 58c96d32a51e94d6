import { Navigate } from 'react-router-dom'
import type { SectionPage } from '@/admin/kit/records'
import { useFlags } from '@/lib/flags'
import {
  ADMIN_PATHS,
  SETTINGS_SECTIONS,
  settingsItems,
  type SettingsSection,
} from '@/lib/navigation'
import { useCurrentUser } from '@/lib/session'

/** A section's own address leads to its first page the role may open (the hub's tile does too). */
function landingOf(section: SettingsSection) {
  return function SettingsSectionLanding() {
    const { user } = useCurrentUser()
    const flags = useFlags()
    const first = settingsItems(user?.role_id, flags, section)[0]
    return <Navigate replace to={first?.path ?? ADMIN_PATHS.settings} />
  }
}

/**
 * /admin/settings/{section} for the sections whose first page lives at a deeper address
 * (terminology, investor, security): typed or bookmarked, the address still opens the section.
 */
export const sectionLandingPages: SectionPage[] = SETTINGS_SECTIONS.filter(
  (s) => !s.items.some((i) => i.path === `${ADMIN_PATHS.settings}/${s.key}`),
).map((s) => ({ path: `${ADMIN_PATHS.settings}/${s.key}`, Component: landingOf(s) }))
