import type { SectionPage } from '@/features/admin-records'
import { ADMIN_PATHS } from '@/lib/navigation'
import { PasswordManagementPage } from './password-management-page'
import { UserDetailsPage } from './user-details-page'

/** The Security section (settings-nav.ts): any staff member's own password and details. */
export const securityPages: SectionPage[] = [
  {
    path: `${ADMIN_PATHS.settings}/security/password-management`,
    Component: PasswordManagementPage,
  },
  { path: `${ADMIN_PATHS.settings}/security/user-details`, Component: UserDetailsPage },
]
