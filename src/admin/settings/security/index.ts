import type { SectionPage } from '@/admin/kit/records'
import { settingsPage } from '@/admin/settings/components/settings-page'
import { PasswordManagementPage } from './password-management-page'
import { UserDetailsPage } from './user-details-page'

/** The Security section (settings-nav.ts): any staff member's own password and details. */
export const securityPages: SectionPage[] = [
  settingsPage('password-management', PasswordManagementPage),
  settingsPage('user-details', UserDetailsPage),
]
