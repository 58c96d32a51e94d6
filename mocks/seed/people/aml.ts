import type { Row } from '../../db/db'
import type { SeedContext } from '../context'
import { INVESTOR_ROLE } from '../../../src/lib/permissions'
import { recordEvidence } from '../../resources/groups/compliance-evidence'
import { EDD_DOCUMENTS, type EddKind } from '../../resources/groups/aml'

/** Where the two seeded investors living outside the UK live (they were UK investors). */
const ABROAD = [
  {
    address_line_1: '18 Rue de Rivoli',
    address_line_2: null,
    city: 'Paris',
    county: null,
    postcode: '75004',
    country: 'FR',
    sent: ['proof_of_address'] as EddKind[],
  },
  {
    address_line_1: 'Villa 12, Al Wasl Road',
    address_line_2: 'Jumeirah 2',
    city: 'Dubai',
    county: null,
    postcode: null,
    country: 'AE',
    sent: ['proof_of_address', 'source_of_funds'] as EddKind[],
  },
]

/**
 * The seed keeps international AML off, but two investors (never the demo accounts) live
 * outside the UK: one has sent one of the check's two documents (documents outstanding), the
 * other both (in review), so QA turning the flag on sees each state. The oldest verified
 * investors ready to invest otherwise are chosen; every other investor stays in the UK. No
 * faker calls, so the rest of the seed is unchanged.
 */
export async function seedInternationalAml(ctx: SeedContext) {
  const users = ctx.db.table('users')
  const chosen = users
    .where((u) => u.role_id === INVESTOR_ROLE)
    .sort((a, b) => a.id - b.id)
    .filter((u) => !String(u.email).endsWith('@example.com'))
    .filter((u) => u.email_verified_at !== null && u.kyc_status === 'verified')
    .filter((u) => u.compliance_passed === 1 && u.investor_category_id != null)
    .filter((u) => (u.category_approval_status ?? null) === null)
    .slice(0, ABROAD.length)
  for (const [i, user] of chosen.entries()) {
    const { sent, ...address } = ABROAD[i]
    await users.update(
      user.id,
      { ...address, nationality: address.country },
      { silent: true, touch: false },
    )
    for (const kind of sent) await sendDocument(ctx, user, kind, 20 - i * 5)
    if (sent.length === EDD_DOCUMENTS.length) {
      await recordEvidence(
        ctx.db,
        {
          userId: user.id,
          causerId: user.id,
          event: 'international_aml_submitted',
          description: "Sent the international check's documents for review",
          properties: {
            country: address.country,
            documents: EDD_DOCUMENTS.map((d) => `${d.name} (uploaded)`).join('; '),
          },
          at: ctx.daysAgo(15 - i * 5),
        },
        { silent: true },
      )
    }
  }
}

async function sendDocument(ctx: SeedContext, user: Row, kind: EddKind, days: number) {
  const spec = EDD_DOCUMENTS.find((d) => d.kind === kind)!
  const at = ctx.daysAgo(days)
  const fileName = `${String(user.investor_reference)}-${kind.replace(/_/g, '-')}.pdf`.toLowerCase()
  const file = await ctx.insert('documents', {
    name: spec.name,
    description: null,
    file_name: fileName,
    url: `/storage/documents/${ctx.db.table('documents').nextId()}/${fileName}`,
    mime_type: 'application/pdf',
    size: 412_000,
    visibility: 'public',
    category: 'kyc',
    folder_structure_id: null,
    documentable_type: 'users',
    documentable_id: user.id,
    uploaded_by: user.id,
    created_at: at,
    updated_at: at,
  })
  await ctx.insert('onboarding-documents', {
    user_id: user.id,
    onboarding_document_type_id: null,
    name: spec.name,
    description: spec.description,
    requires_signature: 0,
    status: 'uploaded',
    template_document_id: null,
    document_id: file.id,
    signed_at: null,
    reviewed_by: null,
    reviewed_at: null,
    rejection_reason: null,
    created_at: at,
    updated_at: at,
  })
}
