import type { SeedContext } from './context'
import { chance, dateAgo, int, put, slugify, stampOn } from './deals-util'

/** Notes, tasks, call logs and documents on a deal or an opportunity (polymorphic children). */

const NOTES = [
  'Management call went well; founders open to a board observer seat.',
  'Asked for the latest management accounts and the cap table before IC.',
  'Reference calls with two customers were very positive.',
  'Valuation feels full; suggest we push for a discount or a ratchet.',
  'Legal due diligence found no issues beyond a tidy-up of the share register.',
  'Introduced by an existing investor; warm relationship with the founder.',
  'Competitor raised a larger round last month; worth noting in the IC paper.',
  'Investor demand strong: several repeat investors asked for allocations.',
]
const TASKS = [
  'Send the term sheet for signature',
  'Book the investment committee slot',
  'Chase the EIS advance assurance letter',
  'Prepare the investor update email',
  'Review the financial model',
  'Collect KYC documents from the founders',
  'Arrange a site visit',
]
const CALLS = [
  'Discussed round timing and the lead investor.',
  'Founder update on trading and the pipeline of new contracts.',
  'Left a voicemail about the outstanding due diligence questions.',
  'Agreed next steps for legal completion.',
]

export interface CrmCounts {
  notes: number
  tasks: number
  calls: number
}

/**
 * Words that name a tax scheme, said of the record's own scheme (`relief`, when it has one):
 * an opportunity under no scheme does not chase an "EIS" letter or list one.
 */
export function underScheme(text: string, relief: string | undefined): string {
  if (relief === undefined || !/\bEIS advance assurance letter\b/.test(text)) return text
  return text.replace('EIS advance assurance letter', schemeLetter(relief))
}

/** The tax paper an opportunity under `relief` has (or, under none, its subscription papers). */
export function schemeLetter(relief: string): string {
  if (relief === 'EIS' || relief === 'SEIS') return `${relief} advance assurance letter`
  if (relief === 'VCT') return 'VCT approval letter'
  if (relief === 'IHT') return 'Business Relief opinion'
  return 'subscription agreement'
}

export async function seedCrm(
  ctx: SeedContext,
  type: string,
  id: number,
  staff: number[],
  n: CrmCounts,
  relief?: string,
) {
  if (staff.length === 0) return
  for (let i = 0; i < n.notes; i++) {
    const at = ctx.daysAgo(int(ctx, 1, 300))
    await put(ctx, 'notes', {
      body: ctx.pick(NOTES),
      notable_type: type,
      notable_id: id,
      user_id: ctx.pick(staff),
      is_pinned: i === 0 && chance(ctx, 0.2) ? 1 : 0,
      created_at: at,
      updated_at: at,
    })
  }
  for (let i = 0; i < n.tasks; i++) {
    const done = chance(ctx, 0.5)
    const due = dateAgo(ctx, int(ctx, -30, 60))
    await put(ctx, 'tasks', {
      title: underScheme(ctx.pick(TASKS), relief),
      description: null,
      due_date: due,
      status: done ? 'done' : 'open',
      priority: ctx.pick(['low', 'medium', 'high']),
      assigned_to: ctx.pick(staff),
      created_by: ctx.pick(staff),
      completed_at: done ? stampOn(ctx, dateAgo(ctx, int(ctx, 1, 20))) : null,
      taskable_type: type,
      taskable_id: id,
      created_at: ctx.daysAgo(int(ctx, 20, 120)),
      updated_at: ctx.daysAgo(int(ctx, 0, 19)),
    })
  }
  for (let i = 0; i < n.calls; i++) {
    const at = ctx.daysAgo(int(ctx, 1, 200))
    const outcome = ctx.pick([
      'connected',
      'connected',
      'voicemail',
      'no_answer',
      'callback_requested',
    ])
    await put(ctx, 'call-logs', {
      direction: ctx.pick(['inbound', 'outbound']),
      phone_number: ctx.faker.phone.number(),
      duration_seconds: outcome === 'connected' ? int(ctx, 120, 2400) : int(ctx, 0, 60),
      outcome,
      summary: ctx.pick(CALLS),
      called_at: at,
      user_id: ctx.pick(staff),
      loggable_type: type,
      loggable_id: id,
      created_at: at,
      updated_at: at,
    })
  }
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/** [name, category, visibility, mime] of an opportunity's or deal's document room. */
const DOCS = [
  ['Investment memorandum', 'investment', 'public', 'application/pdf'],
  ['Pitch deck', 'investment', 'public', 'application/pdf'],
  ['Articles of association', 'legal', 'public', 'application/pdf'],
  ['EIS advance assurance letter', 'tax', 'public', 'application/pdf'],
  [
    'Financial model',
    'investment',
    'private',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ],
  ['Due diligence report', 'legal', 'private', 'application/pdf'],
  ['Annual report', 'report', 'public', 'application/pdf'],
] as const

export async function seedDocuments(
  ctx: SeedContext,
  type: string,
  id: number,
  staff: number[],
  count: number,
  brand: string,
  relief?: string,
  /** The record's own creation: none of its documents is older. */
  notBefore?: string,
) {
  const picks = ctx.faker.helpers.arrayElements([...DOCS], Math.min(count, DOCS.length))
  for (const [drawn, drawnCategory, visibility, mime] of picks) {
    const name = capitalise(underScheme(drawn, relief))
    const category = name === 'Subscription agreement' ? 'legal' : drawnCategory
    const docId = ctx.db.table('documents').nextId()
    const ext = mime === 'application/pdf' ? 'pdf' : 'xlsx'
    const file = `${slugify(`${brand} ${name}`)}.${ext}`
    const drawnAt = ctx.daysAgo(int(ctx, 5, 400))
    const at = notBefore !== undefined && drawnAt < notBefore ? notBefore : drawnAt
    await put(ctx, 'documents', {
      name: `${brand} \u2013 ${name}`,
      description: null,
      file_name: file,
      url: `/storage/documents/${docId}/${file}`,
      mime_type: mime,
      size: int(ctx, 80_000, 9_000_000),
      visibility: type === 'pipeline-deals' ? 'private' : visibility,
      category,
      folder_structure_id: null,
      documentable_type: type,
      documentable_id: id,
      uploaded_by: staff.length ? ctx.pick(staff) : null,
      created_at: at,
      updated_at: at,
    })
  }
}
