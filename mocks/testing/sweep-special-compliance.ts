/**
 * Sweep calls for an investor's compliance evidence and the investor record's staff actions
 * (reset the appropriateness test, set a password), and for signing a PDF.
 */
import { INVESTOR, SUPERADMIN, get, post, type Build, type SweepEnv } from './sweep-env'
import type { Phase } from './sweep-families'

const investorId = (env: SweepEnv) => env.user(INVESTOR).id

function pdfId(env: SweepEnv): number {
  const doc = env.db.table('documents').first((d) => d.mime_type === 'application/pdf')
  if (!doc) throw new Error('sweep: the seed has no PDF document')
  return doc.id
}

export const COMPLIANCE_SPECIAL: Record<string, [Phase, Build]> = {
  usersComplianceEvidence: [
    'read',
    (env) => get(SUPERADMIN, `/api/users/${investorId(env)}/compliance-evidence`),
  ],
  usersComplianceEvidenceExport: [
    'read',
    (env) => get(SUPERADMIN, `/api/users/${investorId(env)}/compliance-evidence/export`),
  ],
  usersAppropriatenessReset: [
    'write',
    (env) => post(SUPERADMIN, `/api/users/${investorId(env)}/appropriateness/reset`),
  ],
  usersSetPassword: [
    'write',
    (env) =>
      post(SUPERADMIN, `/api/users/${investorId(env)}/password`, {
        password: 'password',
        password_confirmation: 'password',
      }),
  ],
  documentsSignatures: [
    'read',
    (env) => get(SUPERADMIN, `/api/documents/${pdfId(env)}/signatures`),
  ],
  documentsSign: [
    'write',
    (env) => ({
      ...post(SUPERADMIN, `/api/documents/${pdfId(env)}/sign`, {
        user_id: investorId(env),
        signer_name: 'Alex Morgan',
        method: 'typed',
        page: 1,
        x: 0.5,
        y: 0.9,
        // The browser uploads the copy it stamped; the host keeps whatever PDF it is sent.
        file: new File(['%PDF-1.7\n%%EOF\n'], 'signed.pdf', { type: 'application/pdf' }),
      }),
      form: true,
    }),
  ],
}
