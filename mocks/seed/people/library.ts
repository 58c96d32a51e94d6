import type { SeedContext } from '../context'
import { chance, pick } from './data'
import { doc, folder } from './files'
import { SIGN_UP } from './documents'

/** The library folders and sign-up templates; returns the template document ids. */
export async function seedLibrary(ctx: SeedContext, staff: number[]) {
  const signUp = await folder(ctx, 'Sign-up documents', null, 1)
  const legal = await folder(ctx, 'Legal & compliance', null, 2)
  const reports = await folder(ctx, 'Investor reports', null, 3)
  await folder(ctx, '2025', reports, 1)
  const y2026 = await folder(ctx, '2026', reports, 2)
  await folder(ctx, 'Templates', null, 4)
  const templates: number[] = []
  for (const [name, file] of SIGN_UP) {
    templates.push(
      (
        await doc(ctx, {
          name,
          fileName: file,
          category: 'sign_up',
          visibility: 'public',
          type: null,
          id: null,
          folder: signUp,
          by: 1,
        })
      ).id,
    )
  }
  const library = [
    ['Privacy Notice', 'privacy-notice.pdf', 'legal', 'public', legal],
    ['Complaints Procedure', 'complaints-procedure.pdf', 'legal', 'public', legal],
    ['AML Policy (internal)', 'aml-policy.docx', 'legal', 'private', legal],
    ['Investor Newsletter Q3 2026', 'newsletter-q3-2026.pdf', 'report', 'public', y2026],
    [
      'Portfolio Valuation Summary Q3 2026',
      'valuation-summary-q3-2026.xlsx',
      'report',
      'private',
      y2026,
    ],
    ['Office directions', 'office-directions.png', 'other', 'public', null],
  ] as const
  for (const [name, file, category, visibility, f] of library) {
    await doc(ctx, {
      name,
      fileName: file,
      category,
      visibility,
      type: null,
      id: null,
      folder: f,
      by: pick(ctx, staff),
    })
  }
  return templates
}

/** Constitutional documents of organisations, in their own folders, and method paperwork. */
export async function seedRecordDocuments(
  ctx: SeedContext,
  organisations: number[],
  methods: number[],
  staff: number[],
) {
  for (const [i, orgId] of organisations.entries()) {
    const org = ctx.db.table('organisations').find(orgId)!
    const f =
      i < 40 ? await folder(ctx, 'Constitutional documents', null, 1, 'organisations', orgId) : null
    const first =
      org.type === 'trust'
        ? ['Trust deed', 'trust-deed.pdf']
        : org.type === 'company'
          ? ['Certificate of incorporation', 'certificate-of-incorporation.pdf']
          : ['Governing document', 'governing-document.pdf']
    await doc(ctx, {
      name: first[0],
      fileName: first[1],
      category: 'legal',
      visibility: 'public',
      type: 'organisations',
      id: orgId,
      folder: f,
      by: pick(ctx, staff),
    })
    if (chance(ctx, 0.5))
      await doc(ctx, {
        name: 'Register of persons with significant control',
        fileName: 'psc-register.pdf',
        category: 'kyc',
        visibility: 'private',
        type: 'organisations',
        id: orgId,
        folder: f,
        by: pick(ctx, staff),
      })
  }
  for (const id of methods) {
    await doc(ctx, {
      name: 'Letter of authority',
      fileName: 'letter-of-authority.pdf',
      category: 'legal',
      visibility: 'public',
      type: 'investment-methods',
      id,
      by: pick(ctx, staff),
    })
  }
}
