import type { SectionPage } from '@/admin/kit/records'
import { settingsPage } from '@/admin/settings/components/settings-page'
import { AppropriatenessTestPage } from './appropriateness/appropriateness-page'

/** Investor settings pages (SPEC §2): guarded per page by settings-nav.ts / route-rules.ts. */
export const investorSettingsPages: SectionPage[] = [
  settingsPage('appropriateness-test', AppropriatenessTestPage),
]
export { QuestionBank } from './appropriateness/question-bank'
