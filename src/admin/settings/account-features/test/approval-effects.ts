import { ref, type FlagEffects } from './effect-refs'

const ADMIN = 'src/admin/tabs/onboarding/components/category-approval.test.tsx'
const LIST = 'src/admin/kit/lists/areas/categorisation-approvals.test.tsx'
const INVESTOR = 'src/investor/appropriateness/category-approval.test.tsx'
const HOST = 'mocks/handlers/categorisation-approval.test.ts'
const RULE = 'src/lib/investments/invest-eligibility.test.ts'

/** Categorisation approval's effects, by place (see flag-effects-table.ts). */
export const APPROVAL_EFFECTS: { complianceRequiresCategorisationApproval: FlagEffects } = {
  complianceRequiresCategorisationApproval: {
    admin: [
      ref(ADMIN, 'lets staff reject an awaiting category, requiring the reason the investor reads'),
      ref(ADMIN, 'approves with an optional note; the actions are gone once decided'),
      ref(ADMIN, 'shows nothing of approval with the flag off'),
      ref(LIST, 'lists each with its category and date, opening the investor’s category tab'),
    ],
    investor: [
      ref(INVESTOR, 'shows their category awaiting approval, and investing waits for it'),
      ref(INVESTOR, 'after a rejection, reads the reason and may choose again'),
      ref(INVESTOR, 'with the flag off, reads no status: categorised and free to invest as before'),
      ref(RULE, 'with the flag off reads no status: a confirmed category counts as before'),
    ],
    host: [
      ref(HOST, 'with the flag off, records the category as before: nothing awaits staff'),
      ref(HOST, 'with the flag on, awaits approval and does not count for investing (422)'),
      ref(HOST, '403 while the flag is off, and for roles without investor_category update'),
      ref(HOST, 'approves: the category counts, the investor is notified, the evidence names who'),
      ref(HOST, 'rejects with a reason the investor reads; choosing again awaits approval anew'),
    ],
  },
}
