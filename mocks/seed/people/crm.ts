import type { SeedContext } from '../context'
import type { SeededUsers } from './users'
import { chance, int, mobile, pick, stampAgo, weighted } from './data'

const NOTES = [
  'Spoke about appetite for EIS-qualifying deals before the tax year end; keen on healthtech and climate.',
  'Prefers email over calls. Happy to receive the quarterly newsletter.',
  'Met at the Edinburgh investor evening. Portfolio mostly listed equities via their wealth manager.',
  'Asked for the latest valuation report and a breakdown of fees.',
  'Confirmed the application form is with their solicitor; expect it back next week.',
  'Considering a follow-on in the Series A. Wants to see the board pack first.',
  'Moving house in the spring; will send a new proof of address.',
  'Introduced by their IFA. Wants to invest through the family trust rather than personally.',
  'Flagged as potential insider for the upcoming market sounding; do not share pricing yet.',
  'Annual review completed. Risk appetite unchanged (medium-high).',
] as const

const TASKS = [
  'Chase signed application form',
  'Book annual suitability review',
  'Send EIS3 certificates',
  'Follow up on failed identity check',
  'Call about the new opportunity',
  'Request updated proof of address',
  'Confirm bank details for distribution',
  'Review organisation application',
  'Send welcome pack',
  'Update risk profile after review',
] as const

const CALL_SUMMARIES = [
  'Discussed the pipeline and upcoming closes.',
  'Left a voicemail about the cash call.',
  'Walked through the appropriateness test questions.',
  'Confirmed receipt of funds.',
  'Investor asked about secondary sale options.',
  'Arranged a site visit for next month.',
] as const

/** Notes, tasks and call logs on a record, as the notes-calls-tasks tab shows them. */
async function crmFor(
  ctx: SeedContext,
  type: string,
  id: number,
  owners: number[],
  weight: number,
) {
  for (let i = 0; i < weight; i++) {
    const at = stampAgo(ctx, 0, 500)
    if (chance(ctx, 0.6)) {
      await ctx.insert('notes', {
        body: `<p>${pick(ctx, NOTES)}</p>`,
        notable_type: type,
        notable_id: id,
        user_id: pick(ctx, owners),
        is_pinned: chance(ctx, 0.1) ? 1 : 0,
        created_at: at,
        updated_at: at,
      })
    }
    if (chance(ctx, 0.35)) {
      const status = chance(ctx, 0.55) ? 'open' : 'done'
      const due = ctx.daysAgo(int(ctx, -45, 60)).slice(0, 10)
      await ctx.insert('tasks', {
        title: pick(ctx, TASKS),
        description: chance(ctx, 0.4) ? pick(ctx, NOTES) : null,
        due_date: due,
        status,
        priority: weighted(ctx, [
          ['low', 30],
          ['medium', 50],
          ['high', 20],
        ] as const),
        assigned_to: pick(ctx, owners),
        created_by: pick(ctx, owners),
        completed_at: status === 'done' ? stampAgo(ctx, 0, 60) : null,
        taskable_type: type,
        taskable_id: id,
        created_at: at,
        updated_at: at,
      })
    }
    if (chance(ctx, 0.45)) {
      const outcome = weighted(ctx, [
        ['connected', 55],
        ['no_answer', 15],
        ['voicemail', 15],
        ['busy', 5],
        ['wrong_number', 2],
        ['callback_requested', 8],
      ] as const)
      await ctx.insert('call-logs', {
        direction: chance(ctx, 0.7) ? 'outbound' : 'inbound',
        phone_number: mobile(ctx),
        duration_seconds:
          outcome === 'connected' || outcome === 'callback_requested'
            ? int(ctx, 45, 2400)
            : outcome === 'voicemail'
              ? int(ctx, 20, 90)
              : 0,
        outcome,
        summary: pick(ctx, CALL_SUMMARIES),
        called_at: at,
        user_id: pick(ctx, owners),
        loggable_type: type,
        loggable_id: id,
        created_at: at,
        updated_at: at,
      })
    }
  }
}

export async function seedCrm(
  ctx: SeedContext,
  users: SeededUsers,
  records: Record<string, number[]>,
) {
  const large = ctx.size === 'large'
  for (const [type, ids] of Object.entries(records)) {
    for (const id of ids)
      await crmFor(ctx, type, id, users.owners, id === 4 && type === 'users' ? 8 : large ? 1 : 2)
  }
}

/** The activity feed: sign-ups, logins, reviews, as the backend's observers logged them. */
export async function seedActivity(ctx: SeedContext, users: SeededUsers) {
  const insert = (values: Record<string, unknown>) =>
    ctx.insert('activity', { log_name: 'default', properties: {}, ...values })
  for (const id of users.investors) {
    const u = ctx.db.table('users').find(id)!
    const name = `${u.name} ${u.surname}`
    const selfRegistered = chance(ctx, 0.6)
    await insert({
      description: selfRegistered ? `${name} registered` : `${name} was created`,
      event: 'created',
      subject_type: 'users',
      subject_id: id,
      causer_id: selfRegistered ? id : u.owner_id,
      properties: { attributes: { email: u.email, role_id: 5 } },
      created_at: u.created_at,
      updated_at: u.created_at,
    })
    if (u.last_login_at) {
      await insert({
        description: `${name} logged in`,
        event: 'logged_in',
        subject_type: 'users',
        subject_id: id,
        causer_id: id,
        properties: { ip: `81.2.${int(ctx, 0, 255)}.${int(ctx, 1, 254)}` },
        created_at: u.last_login_at,
        updated_at: u.last_login_at,
      })
    }
    if (u.compliance_passed === 1 && chance(ctx, 0.5)) {
      const at = stampAgo(ctx, 1, 400)
      await insert({
        description: `${name} passed the appropriateness test`,
        event: 'compliance_passed',
        subject_type: 'users',
        subject_id: id,
        causer_id: id,
        created_at: at,
        updated_at: at,
      })
    }
  }
  for (const link of ctx.db.table('organisation-links').all()) {
    const org = ctx.db.table('organisations').find(link.organisation_id as number)
    await insert({
      description: `Application to join ${org?.name} ${link.status === 'pending' ? 'submitted' : link.status}`,
      event: link.status === 'pending' ? 'applied' : String(link.status),
      subject_type: 'organisations',
      subject_id: link.organisation_id,
      causer_id: link.status === 'pending' ? link.user_id : link.reviewed_by,
      properties: { organisation_link_id: link.id, role: link.role },
      created_at: link.reviewed_at ?? link.created_at,
      updated_at: link.reviewed_at ?? link.created_at,
    })
  }
}
