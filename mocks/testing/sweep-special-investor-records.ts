/**
 * Sweep calls for an investor's (and a contact's) admin tabs: the categorisation and the
 * questionnaires (mocks/handlers/investor-records.ts), and the decision on a categorisation
 * awaiting approval (categorisation-approval.ts), as the super admin.
 */
import { INVESTOR, SUPERADMIN, get, post, type Build, type SweepEnv } from './sweep-env'
import type { Phase } from './sweep-families'
import { first } from './sweep-rows'
import { flagColumns } from '../../src/lib/settings/flag-names'

const investor = (env: SweepEnv) => `/api/users/${env.user(INVESTOR).id}`
const contact = (env: SweepEnv) => `/api/contacts/${env.rows('contacts')[0].id}`
const put = (url: string, body: unknown) => ({ as: SUPERADMIN, method: 'PUT', url, body })
const recategorise = { investor_category_id: 2, reason: 'Sweep' }
const answers = { answers: { risk_appetite: 'Balanced', risk_can_afford_loss: '1' } }

export const INVESTOR_RECORDS_SPECIAL: Record<string, [Phase, Build]> = {
  // The last contact: the others keep their email for the sweep's later calls.
  contactsConvert: [
    'write',
    (env) => post(SUPERADMIN, `/api/contacts/${env.rows('contacts').at(-1)!.id}/convert`, {}),
  ],
  usersCategorisationShow: ['read', (env) => get(SUPERADMIN, `${investor(env)}/categorisation`)],
  contactsCategorisationShow: ['read', (env) => get(SUPERADMIN, `${contact(env)}/categorisation`)],
  usersCategorisationUpdate: [
    'write',
    (env) => put(`${investor(env)}/categorisation`, recategorise),
  ],
  contactsCategorisationUpdate: [
    'write',
    (env) => put(`${contact(env)}/categorisation`, recategorise),
  ],
  // A seeded categorisation awaiting approval; the seed keeps the feature off, so it is turned on.
  usersCategorisationDecision: [
    'write',
    async (env) => {
      const awaiting = first(
        env,
        'users',
        (u) => u.category_approval_status === 'awaiting',
        'categorisation awaiting approval',
      )
      await env.db
        .table('branding')
        .update(1, flagColumns({ compliance_requires_categorisation_approval: 1 }))
      return post(SUPERADMIN, `/api/users/${awaiting.id}/categorisation/decision`, {
        decision: 'approve',
      })
    },
  ],
  usersQuestionnaireShow: [
    'read',
    (env) => get(SUPERADMIN, `${investor(env)}/questionnaires/fact_find`),
  ],
  contactsQuestionnaireShow: [
    'read',
    (env) => get(SUPERADMIN, `${contact(env)}/questionnaires/fact_find`),
  ],
  usersQuestionnaireUpdate: [
    'write',
    (env) => put(`${investor(env)}/questionnaires/risk_profile`, answers),
  ],
  contactsQuestionnaireUpdate: [
    'write',
    (env) => put(`${contact(env)}/questionnaires/risk_profile`, answers),
  ],
}
