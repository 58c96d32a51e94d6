/**
 * Sweep calls for international AML (mocks/handlers/international-aml.ts): the seed keeps the
 * feature off, so each turns it on. The investor in Paris sends the document still needed
 * (a file of their own); staff pass the check of the investor in Dubai, whose is in review.
 */
import { SUPERADMIN, get, post, type Build, type SweepEnv } from './sweep-env'
import type { Phase } from './sweep-families'
import { first } from './sweep-rows'
import { flagColumns } from '../../src/lib/settings/flag-names'

async function abroad(env: SweepEnv, country: 'FR' | 'AE') {
  await env.db.table('branding').update(1, flagColumns({ ca_use_intl_check: 1 }))
  return first(env, 'users', (u) => u.country === country, `investor living in ${country}`)
}

export const AML_SPECIAL: Record<string, [Phase, Build]> = {
  usersInternationalAmlShow: [
    'read',
    async (env) => get(SUPERADMIN, `/api/users/${(await abroad(env, 'AE')).id}/international-aml`),
  ],
  usersInternationalAmlDocument: [
    'write',
    async (env) => {
      const investor = await abroad(env, 'FR')
      const file = await env.db.table('documents').insert({
        name: 'Source of funds',
        file_name: 'salary.pdf',
        url: '/storage/documents/0/salary.pdf',
        mime_type: 'application/pdf',
        size: 1000,
        visibility: 'public',
        category: 'kyc',
        documentable_type: 'users',
        documentable_id: investor.id,
        uploaded_by: investor.id,
      })
      return post(String(investor.email), `/api/users/${investor.id}/international-aml/documents`, {
        kind: 'source_of_funds',
        document_id: file.id,
      })
    },
  ],
  usersInternationalAmlDecision: [
    'write',
    async (env) =>
      post(SUPERADMIN, `/api/users/${(await abroad(env, 'AE')).id}/international-aml/decision`, {
        decision: 'pass',
      }),
  ],
}
