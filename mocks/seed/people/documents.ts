import type { SeedContext } from '../context'
import type { SeededUsers } from './users'
import { DEMO_INVESTOR, DEMO_NEW_INVESTOR, DEMO_UNVERIFIED } from './users'
import { chance, pick, stampAgo, weighted } from './data'
import { doc } from './files'
import { SIGN_UP_DOCUMENT_SEED } from '../../resources/onboarding-document-types'

/** [name, file, requires signature] — the sign-up documents every investor completes. */
export const SIGN_UP = [
  ['Investor Application Form', 'investor-application-form.pdf', 1],
  ['Risk Warning Acknowledgement', 'risk-warning-acknowledgement.pdf', 1],
  ['Terms of Business', 'terms-of-business.pdf', 1],
  ['Nominee Agreement', 'nominee-agreement.pdf', 1],
] as const
const UPLOADS = [
  ['Proof of identity', 'passport.pdf'],
  ['Proof of address', 'utility-bill.pdf'],
] as const

type Stage = 'none' | 'done' | 'mixed'

/** Onboarding documents per investor, with the uploaded or signed files behind them. */
export async function seedOnboarding(ctx: SeedContext, users: SeededUsers, templates: number[]) {
  const reviewers = users.staff
  // The sign-up documents template; fixed stamps, so seeding it draws nothing from faker.
  const typeIds = new Map<string, number>()
  for (const [i, [name, description, sig, required]] of SIGN_UP_DOCUMENT_SEED.entries()) {
    const t = ctx.daysAgo(800)
    const row = await ctx.insert('onboarding-document-types', {
      name,
      description,
      requires_signature: sig,
      is_required: required,
      order: i + 1,
      created_at: t,
      updated_at: t,
    })
    typeIds.set(name, row.id)
  }
  for (const userId of users.investors) {
    const u = ctx.db.table('users').find(userId)!
    const stage: Stage =
      userId === DEMO_INVESTOR
        ? 'done'
        : userId === DEMO_NEW_INVESTOR || userId === DEMO_UNVERIFIED || !u.email_verified_at
          ? 'none'
          : u.kyc_status === 'verified'
            ? 'done'
            : 'mixed'
    // The performance seed keeps three per investor: size comes from the investor count.
    const signUps = ctx.size === 'large' ? 2 : 3
    const items = [
      ...SIGN_UP.slice(0, signUps).map(([name, file, sig], i) => ({
        name,
        file,
        sig,
        template: templates[i] as number | null,
      })),
      ...UPLOADS.slice(0, ctx.size === 'large' ? 1 : 2).map(([name, file]) => ({
        name,
        file,
        sig: 0,
        template: null as number | null,
      })),
    ]
    for (const item of items) {
      const status =
        stage === 'none'
          ? 'required'
          : stage === 'done'
            ? 'approved'
            : weighted(ctx, [
                ['required', 25],
                ['uploaded', 20],
                ['signed', 20],
                ['approved', 25],
                ['rejected', 10],
              ] as const)
      const fixed =
        item.sig && status === 'uploaded'
          ? 'signed'
          : !item.sig && status === 'signed'
            ? 'uploaded'
            : status
      const at = stampAgo(ctx, 0.5, 300)
      const file =
        fixed === 'required'
          ? null
          : await doc(ctx, {
              name: item.name,
              fileName: `${u.investor_reference}-${item.file}`.toLowerCase(),
              category: item.template ? 'onboarding' : 'kyc',
              visibility: 'public',
              type: 'users',
              id: userId,
              by: userId,
              at,
            })
      const decided = fixed === 'approved' || fixed === 'rejected'
      await ctx.insert('onboarding-documents', {
        user_id: userId,
        onboarding_document_type_id: typeIds.get(item.name) ?? null,
        name: item.name,
        description: item.sig
          ? 'Please read, sign and return.'
          : 'Upload a clear scan or photo (PDF, JPG or PNG).',
        requires_signature: item.sig,
        status: fixed,
        template_document_id: item.template,
        document_id: file?.id ?? null,
        signed_at: item.sig && fixed !== 'required' && fixed !== 'rejected' ? at : null,
        reviewed_by: decided ? pick(ctx, reviewers) : null,
        reviewed_at: decided ? at : null,
        rejection_reason:
          fixed === 'rejected'
            ? pick(ctx, [
                'Document has expired.',
                'Image is not legible.',
                'Name does not match the application.',
                'Signature missing on page 3.',
              ])
            : null,
        created_at: u.created_at as string,
        updated_at: at,
      })
    }
    if (stage === 'done' && chance(ctx, 0.25)) {
      const year = pick(ctx, ['2024-25', '2025-26'])
      await doc(ctx, {
        name: `EIS3 certificate ${year}`,
        fileName: `eis3-${year}-${u.investor_reference}.pdf`.toLowerCase(),
        category: 'tax',
        visibility: 'public',
        type: 'users',
        id: userId,
        by: pick(ctx, reviewers),
      })
    }
    // Staff-side KYC checks stay private (Admin Portal only).
    if (stage !== 'none' && chance(ctx, 0.5)) {
      await doc(ctx, {
        name: 'Electronic identity check result',
        fileName: `${u.investor_reference}-eid-check.pdf`.toLowerCase(),
        category: 'kyc',
        visibility: 'private',
        type: 'users',
        id: userId,
        by: pick(ctx, reviewers),
      })
    }
  }
}
