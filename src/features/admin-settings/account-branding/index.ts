import type { SectionPage } from '@/features/admin-records'
import { ADMIN_PATHS } from '@/lib/navigation'
import { BrandingPage } from './branding-page'

/** The account's branding page (settings-nav `branding`). */
export const brandingPages: SectionPage[] = [
  { path: `${ADMIN_PATHS.settings}/account`, Component: BrandingPage },
]
