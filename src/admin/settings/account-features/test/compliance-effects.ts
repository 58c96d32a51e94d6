import { type FlagEffects, NAV_MODEL, ref } from './effect-refs'

// The test files each flag's rows name, by flag.
const APPROVAL = {
  admin: 'src/admin/tabs/onboarding/components/category-approval.test.tsx',
  list: 'src/admin/kit/lists/areas/categorisation-approvals.test.tsx',
  investor: 'src/investor/appropriateness/category-approval.test.tsx',
  host: 'mocks/handlers/categorisation-approval.test.ts',
  rule: 'src/lib/investments/invest-eligibility.test.ts',
}
const SCREENING = {
  tab: 'src/admin/tabs/screening/components/screening-tab.test.tsx',
  list: 'src/admin/kit/lists/areas/screenings.test.tsx',
  investor: 'src/investor/appropriateness/screening-block.test.tsx',
  rule: 'src/lib/investments/screening-standing.test.ts',
  host: 'mocks/handlers/user-screening.test.ts',
}
const AML = {
  admin: 'src/admin/tabs/aml/components/international-check-tab.test.tsx',
  portal: 'src/investor/profile/sections/international-check-card.test.tsx',
  gate: 'src/investor/appropriateness/international-aml.test.tsx',
  rules: 'src/investor/appropriateness/model/international-aml-rules.test.ts',
  rule: 'src/lib/investments/international-aml-eligibility.test.ts',
  host: 'mocks/handlers/international-aml.test.ts',
}
const PROMOTION = {
  tab: 'src/admin/tabs/promotion-exemption/promotion-statement-tab.test.tsx',
  settings: 'src/admin/settings/promotion-exemptions/promotion-exemptions-page.test.tsx',
  investor: 'src/investor/promotion-exemption/promotion-exemption.test.tsx',
  host: 'mocks/handlers/promotion-exemptions.test.ts',
}

/**
 * The Compliance group's flags that gate investing on a staff decision or a statement
 * (categorisation approval, screening, the international check, promotion exemptions), by
 * place (see flag-effects-table.ts).
 */
export const COMPLIANCE_EFFECTS: Record<
  | 'complianceRequiresCategorisationApproval'
  | 'userScreening'
  | 'internationalAml'
  | 'financialPromotionExceptions',
  FlagEffects
> = {
  complianceRequiresCategorisationApproval: {
    admin: [
      ref(
        APPROVAL.admin,
        'lets staff reject an awaiting category, requiring the reason the investor reads',
      ),
      ref(APPROVAL.admin, 'approves with an optional note; the actions are gone once decided'),
      ref(APPROVAL.admin, 'shows nothing of approval with the flag off'),
      ref(
        APPROVAL.list,
        'lists each with its category and date, opening the investor’s category tab',
      ),
    ],
    investor: [
      ref(APPROVAL.investor, 'shows their category awaiting approval, and investing waits for it'),
      ref(APPROVAL.investor, 'after a rejection, reads the reason and may choose again'),
      ref(
        APPROVAL.investor,
        'with the flag off, reads no status: categorised and free to invest as before',
      ),
      ref(
        APPROVAL.rule,
        'with the flag off reads no status: a confirmed category counts as before',
      ),
    ],
    host: [
      ref(APPROVAL.host, 'with the flag off, records the category as before: nothing awaits staff'),
      ref(
        APPROVAL.host,
        'with the flag on, awaits approval and does not count for investing (422)',
      ),
      ref(
        APPROVAL.host,
        '403 while the flag is off, and for roles without investor_category update',
      ),
      ref(
        APPROVAL.host,
        'approves: the category counts, the investor is notified, the evidence names who',
      ),
      ref(
        APPROVAL.host,
        'rejects with a reason the investor reads; choosing again awaits approval anew',
      ),
    ],
  },
  userScreening: {
    admin: [
      ref(SCREENING.tab, 'shows a referral’s matches; staff clear it with a required reason'),
      ref(
        SCREENING.tab,
        'runs the screening again: the new check counts, the earlier one is listed',
      ),
      ref(SCREENING.tab, 'is not offered with the flag off'),
      ref(SCREENING.list, 'lists each referred investor, opening their Screening tab'),
      ref(NAV_MODEL, 'hides the screening reviews without user screening'),
    ],
    investor: [
      ref(
        SCREENING.investor,
        'while referred (or not yet screened): told we are checking, nothing to do',
      ),
      ref(SCREENING.investor, 'after a failure: told to contact us'),
      ref(SCREENING.investor, 'with the flag off, reads no status: free to invest as before'),
      ref(SCREENING.rule, 'with the flag on, only a clear screening lets an investor invest'),
      ref(SCREENING.rule, 'with the flag off reads no status: investing is as before'),
    ],
    host: [
      ref(SCREENING.host, '403 on every route; investing is as before, whatever was screened'),
      ref(SCREENING.host, 'does not screen a new investor'),
      ref(
        SCREENING.host,
        'screens every new investor: a name on the sanctions list refers, others clear',
      ),
      ref(
        SCREENING.host,
        'refuses a referred or failed investor (422 on screening); a clear one invests',
      ),
      ref(
        SCREENING.host,
        'clears a referral with a reason: investing opens, the investor is told, the evidence says who and why',
      ),
    ],
  },
  internationalAml: {
    admin: [
      ref(AML.admin, 'lets compliance staff fail the check, requiring a reason, then pass it'),
      ref(AML.admin, 'shows the status without the actions to a role without compliance update'),
      ref(AML.admin, 'says the check is off with the flag off'),
    ],
    investor: [
      ref(AML.portal, 'tells a non-UK investor why and what, and takes the document still needed'),
      ref(AML.portal, 'asks nothing of a UK investor'),
      ref(AML.portal, 'treats a non-UK investor like a UK one with the flag off'),
      ref(
        AML.gate,
        'blocks a non-UK investor until the check is passed, pointing at the documents',
      ),
      ref(AML.gate, 'lets the same investor invest with the flag off'),
      ref(AML.rules, 'sends a non-UK investor to upload the documents until staff pass the check'),
      ref(AML.rules, 'with the flag off or the check passed, the investor is free to invest'),
      ref(AML.rule, 'never blocks a UK investor, and treats everyone as UK with the flag off'),
    ],
    host: [
      ref(
        AML.host,
        'treats a non-UK investor as a UK one: no check, no refusal, the routes answer 403',
      ),
      ref(AML.host, 'asks a non-UK investor for the documents and refuses investing with 422'),
      ref(AML.host, 'leaves UK investors untouched'),
      ref(AML.host, 'takes the last document, puts the check in review, and records it'),
      ref(
        AML.host,
        'staff with compliance update pass or fail it (a reason to fail); others get 403',
      ),
    ],
  },
  financialPromotionExceptions: {
    admin: [
      ref(PROMOTION.tab, 'shows the current statement: exemption, wording, date and expiry'),
      ref(PROMOTION.tab, 'marks a lapsed statement expired, with what that means'),
      ref(PROMOTION.tab, 'shows no statement with the flag off'),
      ref(
        PROMOTION.settings,
        'shows each exemption’s statement and edits one (an empty one refused)',
      ),
    ],
    investor: [
      ref(
        PROMOTION.investor,
        'shows a visitor’s view and asks for the statement; once made, the details',
      ),
      ref(PROMOTION.investor, 'shows no figures on the list before a statement'),
      ref(PROMOTION.investor, 'with the flag off, asks nothing: the details as before'),
    ],
    host: [
      ref(
        PROMOTION.host,
        'refuses every route with the feature 403, and shows opportunities whole',
      ),
      ref(
        PROMOTION.host,
        'withholds the details of every opportunity and refuses placements until a statement',
      ),
      ref(
        PROMOTION.host,
        'records the statement, its wording and dates, as evidence; then shows the details',
      ),
      ref(PROMOTION.host, 'asks again once a statement has lapsed (the seeded expired one)'),
      ref(PROMOTION.host, 'answers 422 in Laravel’s words, and 403 to staff making a statement'),
    ],
  },
}
