import type { Row } from '../db/db'
import type { SeedContext } from './context'
import type { SeededFund } from './funds-ledger'
import { seedKpiReports } from './funds-kpi-reports'
import {
  FUND_UPDATE_TEMPLATES,
  HOSTILE_BODIES,
  UPDATE_TEMPLATES,
  WIP_ITEMS,
  type UpdateSubject,
  type UpdateTemplate,
} from './funds-report-text'
import { addDays, byEmail, dateAgo, periodOf, stampOf, staffOf } from './funds-util'

/** What the report seeders share: the opportunities, the demo investor's first, one insert. */
export interface ReportSeeding {
  opps: Row[]
  scale: number
  heldFirst: (rows: Row[]) => Row[]
  insertReport: (values: Record<string, unknown>, on: string) => Promise<Row>
}

const updateSubject = (o: Row): UpdateSubject => ({
  name: String(o.name),
  stage: Number(o.stage),
  taxRelief: String(o.tax_relief),
  cashCalls: Number(o.cash_call_enabled) === 1,
})

/**
 * The opportunity the i-th update is about: the next in turn that existed when the update was
 * written, preferring one the drawn template is true of (a follow-on round or certificates
 * only for a held investment, a cash call only where the opportunity takes them).
 */
function subjectOf(opps: Row[], i: number, written: string, drawn: UpdateTemplate | null): Row {
  const inTurn = [...opps.slice(i % opps.length), ...opps.slice(0, i % opps.length)].filter(
    (o) => String(o.created_at) <= written,
  )
  return (
    inTurn.find((o) => drawn === null || drawn.fits(updateSubject(o))) ??
    inTurn[0] ??
    opps[i % opps.length]
  )
}

/** Waiting for EIS assurance "before opening" is only true of an EIS round not yet open. */
function wipItemFor(item: string, opp: Row | null, on: string): string {
  if (!item.includes('advance assurance') || opp === null) return item
  const opened = opp.open_date != null && String(opp.open_date) <= on
  return opp.tax_relief === 'EIS' && !opened
    ? item
    : 'Final legal documents with the company\u2019s solicitors for sign-off.'
}

/** Custom KPIs, KPI/update/WIP reports and KPI report inputs over the deals group's opportunities. */
export async function seedReports(ctx: SeedContext, funds: SeededFund[]) {
  const { faker } = ctx
  const scale = ctx.size === 'large' ? 3 : 1
  const opps = ctx.db.table('investment-opportunities').all()
  const live = opps.filter((o) => Number(o.stage) >= 2)
  const early = opps.filter((o) => Number(o.stage) <= 4)
  const demo = byEmail(ctx, 'investor@example.com')
  const held = new Set(
    ctx.db
      .table('investments')
      .where((i) => i.user_id === demo?.id && i.status !== 'cancelled')
      .map((i) => Number(i.investment_opportunity_id)),
  )
  const heldFirst = (rows: Row[]) => [
    ...rows.filter((o) => held.has(o.id)),
    ...rows.filter((o) => !held.has(o.id)),
  ]
  const authors = staffOf(ctx).filter((u) => [1, 3, 8, 11].includes(Number(u.role_id)))
  const author = () => (authors.length ? faker.helpers.arrayElement(authors).id : null)

  const insertReport = (values: Record<string, unknown>, on: string) =>
    ctx.insert('reports', {
      investment_opportunity_id: null,
      fund_id: null,
      is_public: 0,
      period: null,
      author_id: author(),
      ...values,
      published_at: values.status === 'live' ? stampOf(on, 11) : null,
      created_at: stampOf(addDays(on, -3), 10),
      updated_at: stampOf(on, 11),
    })

  await seedKpiReports(ctx, { opps, scale, heldFirst, insertReport })

  // Update reports (about the quarter before publication): the demo investor's holdings first,
  // so their news feed is never empty.
  const updateOpps = heldFirst(live)
  const updates = 30 * scale
  for (let i = 0; i < updates && updateOpps.length; i++) {
    const on = dateAgo(ctx, Math.round((i / updates) * 700) + faker.number.int({ min: 1, max: 6 }))
    const hostile = i === 3 || i === 9 ? HOSTILE_BODIES[i === 3 ? 0 : 1] : null
    // Drawn as before, so the rest of the seed is unchanged; then told of an opportunity it fits.
    const drawn = hostile ? null : faker.helpers.arrayElement(UPDATE_TEMPLATES)
    const opp = subjectOf(updateOpps, i, stampOf(addDays(on, -3), 10), drawn)
    const subject = updateSubject(opp)
    const template =
      drawn && (drawn.fits(subject) ? drawn : UPDATE_TEMPLATES.find((t) => t.fits(subject))!)
    const text = hostile ?? template!.text(subject, periodOf(addDays(on, -45)))
    const status = hostile || i < 6 || i % 4 !== 1 ? 'live' : 'draft'
    await insertReport(
      {
        ...text,
        type: 'update',
        status,
        investment_opportunity_id: opp.id,
        period: periodOf(addDays(on, -45)),
        is_public: hostile || (status === 'live' && i % 5 === 0) ? 1 : 0,
      },
      on,
    )
  }
  const fundUpdates = 10 * scale
  for (let i = 0; i < fundUpdates && funds.length; i++) {
    const f = funds[i % funds.length]
    const on = dateAgo(ctx, Math.round((i / fundUpdates) * 600) + 3)
    const text = FUND_UPDATE_TEMPLATES[i % FUND_UPDATE_TEMPLATES.length](
      f.spec.name,
      periodOf(addDays(on, -45)),
    )
    await insertReport(
      {
        ...text,
        type: 'update',
        status: i % 5 === 4 ? 'draft' : 'live',
        fund_id: f.row.id,
        period: periodOf(addDays(on, -45)),
      },
      on,
    )
  }

  // WIP reports: staff-only notes on deals in progress.
  const wips = 16 * scale
  for (let i = 0; i < wips; i++) {
    const on = dateAgo(ctx, i * 30 + faker.number.int({ min: 1, max: 5 }))
    const opp = i % 2 === 0 && early.length ? early[i % early.length] : null
    const items = faker.helpers
      .arrayElements(WIP_ITEMS, 3)
      .map((t) => wipItemFor(t, opp, on))
      .map((t) => `<li>${t}</li>`)
      .join('')
    const month = new Date(on).toLocaleString('en-GB', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    })
    await insertReport(
      {
        title: opp ? `WIP: ${String(opp.name)}` : `Pipeline review – ${month}`,
        type: 'wip',
        status: i < 2 ? 'draft' : 'live',
        investment_opportunity_id: opp?.id ?? null,
        period: periodOf(on),
        summary: 'Work in progress for the investment committee.',
        body: `<h2>Work in progress</h2><ul>${items}</ul>`,
      },
      on,
    )
  }
}
