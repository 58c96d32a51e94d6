import { NAV_MODEL, ref, type FlagEffects } from './effect-refs'

const TAB = 'src/admin/tabs/screening/components/screening-tab.test.tsx'
const LIST = 'src/admin/kit/lists/areas/screenings.test.tsx'
const INVESTOR = 'src/investor/appropriateness/screening-block.test.tsx'
const RULE = 'src/lib/investments/screening-standing.test.ts'
const HOST = 'mocks/handlers/user-screening.test.ts'

/** User screening's effects, by place (see flag-effects-table.ts). */
export const SCREENING_EFFECTS: { userScreening: FlagEffects } = {
  userScreening: {
    admin: [
      ref(TAB, 'shows a referral’s matches; staff clear it with a required reason'),
      ref(TAB, 'runs the screening again: the new check counts, the earlier one is listed'),
      ref(TAB, 'is not offered with the flag off'),
      ref(LIST, 'lists each referred investor, opening their Screening tab'),
      ref(NAV_MODEL, 'hides the screening reviews without user screening'),
    ],
    investor: [
      ref(INVESTOR, 'while referred (or not yet screened): told we are checking, nothing to do'),
      ref(INVESTOR, 'after a failure: told to contact us'),
      ref(INVESTOR, 'with the flag off, reads no status: free to invest as before'),
      ref(RULE, 'with the flag on, only a clear screening lets an investor invest'),
      ref(RULE, 'with the flag off reads no status: investing is as before'),
    ],
    host: [
      ref(HOST, '403 on every route; investing is as before, whatever was screened'),
      ref(HOST, 'does not screen a new investor'),
      ref(HOST, 'screens every new investor: a name on the sanctions list refers, others clear'),
      ref(HOST, 'refuses a referred or failed investor (422 on screening); a clear one invests'),
      ref(
        HOST,
        'clears a referral with a reason: investing opens, the investor is told, the evidence says who and why',
      ),
    ],
  },
}
