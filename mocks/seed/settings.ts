import type { SeedContext } from './context'
import { FLAG_NAMES, FLAG_SPELLINGS, type FlagName } from '../../src/lib/settings/flag-names'

/** The market-sounding popup's text: what the seeded soundings' investors were shown too. */
export const MARKET_SOUNDING_DESCRIPTION =
  '<p>We would like to share inside information about a potential transaction with you. By agreeing to receive it you become an insider and must not deal in the securities concerned until the information is made public.</p>'

export const RISK_WARNING_TEXT =
  '<p>Investing in early-stage businesses involves risks, including illiquidity, lack of dividends, loss of investment and dilution. It should be done only as part of a diversified portfolio.</p><p>Investments of this kind are targeted at sophisticated and high net worth investors who understand these risks. You may not get back the money you invest, and past performance is not a reliable indicator of future results.</p>'

/**
 * Flags seeded off: those that take something away (on, the demo would hide what it is meant
 * to show), and the compliance gates that stop an investor until staff act (on, every demo
 * investor would wait for a screening, an approval or a statement before the demo shows
 * investing). Journeys and QA turn the gates on from the Features page or the Mock controls.
 */
const OFF_FLAGS: readonly FlagName[] = [
  'hideBankDetails',
  'hideBankDetailsAdmin',
  'hidePaymentReference',
  'complianceRequiresCategorisationApproval',
  'userScreening',
  'internationalAml',
  'financialPromotionExceptions',
  'inviteOnRegister',
]

/** The tenant's settings row (id 1) as seeded. */
export async function seedSettings(ctx: SeedContext) {
  await ctx.insert('branding', settingsRow(ctx.daysAgo))
}

/**
 * The seed's settings row: every showing flag on, so the demo shows everything. Apart from
 * the seed (no faker, no database) so a first visit's page can paint with it before the host
 * has started (mocks/browser/first-visit-settings.ts).
 */
export function settingsRow(daysAgo: SeedContext['daysAgo']) {
  const flags: Record<string, 0 | 1> = {}
  for (const name of FLAG_NAMES)
    for (const col of FLAG_SPELLINGS[name]) flags[col] = OFF_FLAGS.includes(name) ? 0 : 1
  return {
    id: 1,
    page_title: 'Northgate Ventures',
    colours: JSON.stringify({
      primary: '#0b3d5c',
      secondary: '#f2b134',
      accent: '#1f7a8c',
      background: '#f5f7fa',
      surface: '#ffffff',
      text: '#1b2733',
      muted: '#5b6b7b',
      success: '#1e7b4f',
      danger: '#b42318',
      warning: '#b54708',
    }),
    navigation: JSON.stringify({
      investments: 'Investments',
      investors: 'Investors',
      reports: 'Reports',
      industry: 'Industry',
      insider_register: 'Insider Register',
      portfolio: 'Portfolio',
      funds: 'Funds',
      performance: 'Performance',
      key_documents: 'Key Documents',
      awaiting_payment: 'Awaiting Payment',
      investor_reference_number: 'Investor Reference Number',
    }),
    logo: '/brand/logo.svg',
    logo_alt: '/brand/logo-light.svg',
    favicon: '/brand/favicon.svg',
    isCustomBranding: 1,
    isTrial: 0,
    appVersion: '1.0.0',
    back_to_site_url: null,
    portfolio_display: 0,
    market_sounding_description: MARKET_SOUNDING_DESCRIPTION,
    risk_warning_text: RISK_WARNING_TEXT,
    terms_version: 1,
    terms_format: 'text',
    terms_text:
      '<h2>Investor terms and conditions</h2><p>These terms govern your use of the Northgate Ventures investor portal. By accepting them you confirm that you have read the risk warnings, that you understand that investments may be illiquid and that you could lose all of the money you invest.</p><p>We will treat your personal data in line with our privacy notice.</p>',
    ...flags,
    created_at: daysAgo(900),
    updated_at: daysAgo(30),
  }
}
