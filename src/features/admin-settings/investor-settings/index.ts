import type { SectionPage } from '@/features/admin-records'
import { ADMIN_PATHS } from '@/lib/navigation'
import { AppropriatenessTestPage } from './appropriateness/appropriateness-page'

const base = `${ADMIN_PATHS.settings}/investor`

/** Investor settings pages (SPEC §2): guarded per page by settings-nav.ts / route-rules.ts. */
export const investorSettingsPages: SectionPage[] = [
  { path: `${base}/appropriateness-test`, Component: AppropriatenessTestPage },
]
