import type { FlagName } from '@/lib/flags'
import {
  INVEST_FLAGS,
  ADMIN_NAV,
  NAV_MODEL,
  TOP_BAR,
  ref,
  rendered,
  familiesRefused,
  routesRefused,
  HOST_FEATURES,
  type FlagEffects,
} from './effect-refs'

/** The effects of the Features page’s Investing flags, by place (see flag-effects-table.ts). */
export const INVESTING_EFFECTS: Partial<Record<FlagName, FlagEffects>> = {
  funds: {
    admin: [
      ref(ADMIN_NAV, 'hides funds and fund opportunities when the funds flag is off'),
      ref(TOP_BAR, 'drops flag-gated actions when their flag is off'),
    ],
    investor: [
      ref(
        'src/investor/portfolio/pages/portfolio-page.test.tsx',
        'lists fund holdings without a link when the funds feature is off',
      ),
      ref(
        'src/investor/portfolio/pages/fund-holding-page.test.tsx',
        'is not found without the funds feature',
      ),
    ],
    host: [familiesRefused('funds'), routesRefused],
  },
  capTable: {
    admin: [rendered('capTable', 'an existing investment offers its cap table tab')],
    investor: { na: 'the investor portal shows no cap table' },
    host: [familiesRefused('capTable'), routesRefused],
  },
  marketSounding: {
    admin: [ref(ADMIN_NAV, 'shows the insider register only with market sounding')],
    investor: [
      ref(
        'src/investor/investments/pages/opportunities-page.test.tsx',
        'lists the soundings awaiting a response, only with the market sounding feature',
      ),
      ref(
        'src/investor/investments/pages/market-sounding-page.test.tsx',
        'is the 404 page without the market sounding feature',
      ),
    ],
    host: [familiesRefused('marketSounding'), routesRefused],
  },
  nominee: {
    admin: [
      ref(NAV_MODEL, 'hides nominees and organisation applications without their flags'),
      ref(TOP_BAR, 'drops flag-gated actions when their flag is off'),
    ],
    investor: { na: 'nominees are staff-run accounts; the investor portal shows none' },
    host: [familiesRefused('nominee')],
  },
  investmentCategories: {
    admin: [
      ref(
        'src/admin/investments/records/opportunity-category.test.tsx',
        'offers neither categories nor characters with their feature flag off (SPEC §2/§9)',
      ),
      ref(
        'src/lib/navigation/settings-nav.test.ts',
        'offers both only with the investmentCategories flag on',
      ),
    ],
    investor: { na: 'the investor portal shows no investment categories or characters' },
    host: [familiesRefused('investmentCategories')],
  },
  tax: {
    admin: [
      rendered('tax', 'the admin opportunity form asks for the tax relief'),
      ref(
        'src/admin/investments/tax-relief/components/tax-relief-tab.test.tsx',
        'is offered only while the tax flag is on',
      ),
      ref(
        'src/admin/investments/tax-relief/components/tax-certificates-page.test.tsx',
        'is not offered with the tax flag off',
      ),
    ],
    investor: [
      ref(
        'src/investor/investments/pages/opportunities-page.test.tsx',
        'shows tax relief badges and the tax filter only with the tax feature',
      ),
      ref(
        'src/investor/investments/pages/opportunity-page.test.tsx',
        'hides the tax relief without the tax feature',
      ),
      ref(
        INVEST_FLAGS,
        'leaves out tax relief and intent terms when their flags are off, and sends neither',
      ),
      ref(
        'src/investor/portfolio/pages/tax-page.test.tsx',
        'is not found, and not linked from the portfolio, while the tax feature is off',
      ),
      ref(
        'src/investor/portfolio/components/tax-relief-cards.test.tsx',
        'is not there while the tax feature is off',
      ),
    ],
    // Issue 29: share issues, certificates, carry-back and the outstanding list are the flag's.
    host: [
      familiesRefused('tax'),
      ref(
        HOST_FEATURES,
        'tax relief: the carry-back choice and the outstanding certificates are refused with the flag off',
      ),
    ],
  },
  termsConditions: {
    admin: [
      ref(
        'src/admin/investments/content/components/intent-terms-editor.test.tsx',
        'is not offered while the tenant has investment terms off',
      ),
    ],
    investor: [
      ref(
        INVEST_FLAGS,
        'shows tax relief, intent terms and every payment detail with the flags on',
      ),
      ref(
        INVEST_FLAGS,
        'leaves out tax relief and intent terms when their flags are off, and sends neither',
      ),
      rendered('termsConditions', 'the registration form asks to accept the terms and conditions'),
    ],
    host: [
      ref(
        'mocks/handlers/session.test.ts',
        'termsConditions: registering needs the terms accepted only while it is on, and records them',
      ),
      ref(
        'mocks/handlers/investments-place.test.ts',
        'asks an investor for the intent terms while the terms feature is on, not staff',
      ),
    ],
  },
}
