import { ADMIN_PATHS } from '@/lib/navigation'
import type { SectionPage } from '@/features/admin-records'
import { MarketSoundingSettingsPage } from './market-sounding-page'
import { RiskWarningSettingsPage } from './risk-warning-page'
import { TermsSettingsPage } from './terms-settings-page'

const base = `${ADMIN_PATHS.settings}/investor`

/** Investor › Terms, Market Sounding Popup and Risk Warning: wording on the settings row. */
export const investorWordingPages: SectionPage[] = [
  { path: `${base}/terms`, Component: TermsSettingsPage },
  { path: `${base}/market-sounding`, Component: MarketSoundingSettingsPage },
  { path: `${base}/risk-warning`, Component: RiskWarningSettingsPage },
]
