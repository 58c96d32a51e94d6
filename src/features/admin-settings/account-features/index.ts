import type { SectionPage } from '@/features/admin-records'
import { ADMIN_PATHS } from '@/lib/navigation'
import { FeaturesPage } from './features-page'

/** The account's features page (settings-nav `features`). */
export const featuresPages: SectionPage[] = [
  { path: `${ADMIN_PATHS.settings}/account/features`, Component: FeaturesPage },
]
