import { ref, type FlagEffects } from './effect-refs'

const ADMIN = 'src/admin/tabs/aml/components/international-check-tab.test.tsx'
const PORTAL = 'src/investor/profile/sections/international-check-card.test.tsx'
const GATE = 'src/investor/appropriateness/international-aml.test.tsx'
const RULES = 'src/investor/appropriateness/model/international-aml-rules.test.ts'
const RULE = 'src/lib/investments/international-aml-eligibility.test.ts'
const HOST = 'mocks/handlers/international-aml.test.ts'

/** International AML's effects, by place (see flag-effects-table.ts). */
export const AML_EFFECTS: { internationalAml: FlagEffects } = {
  internationalAml: {
    admin: [
      ref(ADMIN, 'lets compliance staff fail the check, requiring a reason, then pass it'),
      ref(ADMIN, 'shows the status without the actions to a role without compliance update'),
      ref(ADMIN, 'says the check is off with the flag off'),
    ],
    investor: [
      ref(PORTAL, 'tells a non-UK investor why and what, and takes the document still needed'),
      ref(PORTAL, 'asks nothing of a UK investor'),
      ref(PORTAL, 'treats a non-UK investor like a UK one with the flag off'),
      ref(GATE, 'blocks a non-UK investor until the check is passed, pointing at the documents'),
      ref(GATE, 'lets the same investor invest with the flag off'),
      ref(RULES, 'sends a non-UK investor to upload the documents until staff pass the check'),
      ref(RULES, 'with the flag off or the check passed, the investor is free to invest'),
      ref(RULE, 'never blocks a UK investor, and treats everyone as UK with the flag off'),
    ],
    host: [
      ref(
        HOST,
        'treats a non-UK investor as a UK one: no check, no refusal, the routes answer 403',
      ),
      ref(HOST, 'asks a non-UK investor for the documents and refuses investing with 422'),
      ref(HOST, 'leaves UK investors untouched'),
      ref(HOST, 'takes the last document, puts the check in review, and records it'),
      ref(HOST, 'staff with compliance update pass or fail it (a reason to fail); others get 403'),
    ],
  },
}
