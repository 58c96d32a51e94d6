import type { FlagName } from '@/lib/flags'
import {
  HOST_EFFECTS,
  ELIGIBILITY,
  INVEST_FLAGS,
  PANEL,
  INVEST_GATE,
  NAV_MODEL,
  ref,
  rendered,
  familiesRefused,
  BANK_DETAILS_HOST,
  INVESTOR_ONLY,
  type FlagEffects,
} from './effect-refs'

/** The effects of the Compliance, Payments and Portals flags, by place (see flag-effects-table.ts). */
export const OTHER_EFFECTS: Partial<Record<FlagName, FlagEffects>> = {
  complianceTest: {
    admin: [
      ref(
        'src/lib/navigation/settings-nav.test.ts',
        'skips flag-gated pages when their flag is off',
      ),
    ],
    investor: [
      ref(PANEL, 'says the test is not needed when it is disabled, and fetches nothing for it'),
      ref(
        INVEST_GATE,
        'skips the test when it is disabled, and the category when the popups are off',
      ),
    ],
    host: [
      ref(
        ELIGIBILITY,
        'refuses the new investor with 422s on terms, category and the appropriateness test',
      ),
      ref(ELIGIBILITY, 'does not require the test while the compliance test is disabled'),
    ],
  },
  investorCategorisationPopups: {
    admin: { na: 'staff screens do not change: staff see the category the investor confirmed' },
    investor: [
      ref(PANEL, 'asks for the investor category first when the categorisation popups are on'),
      ref(PANEL, 'goes straight to the test with the popups off, loading bank 1 with its options'),
      ref(
        INVEST_GATE,
        'skips the test when it is disabled, and the category when the popups are off',
      ),
    ],
    host: [
      ref(
        HOST_EFFECTS,
        'investorCategorisationPopups: an investor invests only with a confirmed category while on',
      ),
    ],
  },
  riskWarning: {
    admin: [
      ref(
        'src/admin/settings/hub/settings-hub-page.test.tsx',
        'leaves out flag-gated pages when their flag is off',
      ),
      ref(
        'src/admin/settings/investor-settings/appropriateness/appropriateness-page.test.tsx',
        'shows two banks and says attempts are unlimited while the risk warning is on',
      ),
    ],
    investor: [
      rendered('riskWarning', 'the investor portal shows the risk warning banner'),
      ref(PANEL, 'shows the other bank on the next attempt with the risk warning on'),
    ],
    host: [
      ref(HOST_EFFECTS, 'riskWarning: the appropriateness test has no attempt limit while on'),
      ref(
        ELIGIBILITY,
        'refuses an investor out of attempts (no risk warning, three tries allowed)',
      ),
    ],
  },
  hideBankDetails: {
    admin: INVESTOR_ONLY,
    investor: [
      ref(
        INVEST_FLAGS,
        'hides the bank details, or the payee and reference, as the hide flags say',
      ),
    ],
    host: BANK_DETAILS_HOST,
  },
  hideBankDetailsAdmin: {
    admin: [
      rendered('hideBankDetailsAdmin', 'the nominee form asks staff for the bank account', 'off'),
    ],
    investor: { na: 'the sentence is about staff screens' },
    host: [
      ref(
        HOST_EFFECTS,
        'hideBankDetailsAdmin: staff neither read nor write a nominee’s bank account while on',
      ),
    ],
  },
  hidePaymentReference: {
    admin: INVESTOR_ONLY,
    investor: [
      ref(INVEST_FLAGS, 'hides the payee and the payment reference with hide payment reference on'),
      rendered(
        'hidePaymentReference',
        'the investor’s reserved allocations list their payment references',
        'off',
      ),
    ],
    host: BANK_DETAILS_HOST,
  },
  internationalBankDetails: {
    admin: INVESTOR_ONLY,
    investor: [
      ref(
        INVEST_FLAGS,
        'shows tax relief, intent terms and every payment detail with the flags on',
      ),
      ref(INVEST_FLAGS, 'hides the payee and the payment reference with hide payment reference on'),
    ],
    host: BANK_DETAILS_HOST,
  },
  organisationLinks: {
    admin: [ref(NAV_MODEL, 'hides nominees and organisation applications without their flags')],
    investor: [
      ref(
        'src/investor/profile/sections/organisation-apply-section.test.tsx',
        'is closed when organisation links are off',
      ),
      ref(
        'src/investor/investments/invest/model/invest-ways.test.ts',
        'offers to apply for an organisation link only with organisation links on',
      ),
      ref(
        'src/investor/profile/model/profile-nav.test.ts',
        'leaves out what the tenant or host does not offer',
      ),
    ],
    host: [familiesRefused('organisationLinks')],
  },
}
