import { ref, type FlagEffects } from './effect-refs'

const TAB = 'src/admin/tabs/promotion-exemption/promotion-statement-tab.test.tsx'
const SETTINGS = 'src/admin/settings/promotion-exemptions/promotion-exemptions-page.test.tsx'
const INVESTOR = 'src/investor/promotion-exemption/promotion-exemption.test.tsx'
const HOST = 'mocks/handlers/promotion-exemptions.test.ts'

/** Financial promotion exemptions' effects, by place (see flag-effects-table.ts). */
export const PROMOTION_EFFECTS: { financialPromotionExceptions: FlagEffects } = {
  financialPromotionExceptions: {
    admin: [
      ref(TAB, 'shows the current statement: exemption, wording, date and expiry'),
      ref(TAB, 'marks a lapsed statement expired, with what that means'),
      ref(TAB, 'shows no statement with the flag off'),
      ref(SETTINGS, 'shows each exemption’s statement and edits one (an empty one refused)'),
    ],
    investor: [
      ref(INVESTOR, 'shows a visitor’s view and asks for the statement; once made, the details'),
      ref(INVESTOR, 'shows no figures on the list before a statement'),
      ref(INVESTOR, 'with the flag off, asks nothing: the details as before'),
    ],
    host: [
      ref(HOST, 'refuses every route with the feature 403, and shows opportunities whole'),
      ref(
        HOST,
        'withholds the details of every opportunity and refuses placements until a statement',
      ),
      ref(
        HOST,
        'records the statement, its wording and dates, as evidence; then shows the details',
      ),
      ref(HOST, 'asks again once a statement has lapsed (the seeded expired one)'),
      ref(HOST, 'answers 422 in Laravel’s words, and 403 to staff making a statement'),
    ],
  },
}
