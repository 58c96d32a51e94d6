import type { SectionPage } from '@/admin/kit/records'
import { settingsPage } from '../components/settings-page'
import { MarketSoundingSettingsPage } from './market-sounding-page'
import { RiskWarningSettingsPage } from './risk-warning-page'
import { TermsSettingsPage } from './terms-settings-page'

/** Investor › Terms, Market Sounding Popup and Risk Warning: wording on the settings row. */
export const investorWordingPages: SectionPage[] = [
  settingsPage('terms', TermsSettingsPage),
  settingsPage('market-sounding', MarketSoundingSettingsPage),
  settingsPage('risk-warning', RiskWarningSettingsPage),
]
