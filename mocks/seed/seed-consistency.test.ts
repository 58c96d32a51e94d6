import { beforeAll, describe, expect, it } from 'vitest'
import { Database, type Row } from '../db/db'
import { EVIDENCE_LOG } from '../resources/groups/compliance-evidence'
import { isDecision, offerStateOn } from '../../src/lib/investments/offer-state'
import { seedDatabase, SEED_REFERENCE_DATE } from '.'

/**
 * The seed tells one story: every rule below is something a page relies on when it shows two
 * seeded facts side by side (a status and a date, a scheme and a document, a round and its news).
 */
let db: Database
const today = SEED_REFERENCE_DATE.toISOString().slice(0, 10)
const day = (v: unknown) => String(v).slice(0, 10)

beforeAll(async () => {
  db = new Database()
  await seedDatabase(db, 'normal')
})

const investors = () => db.table('users').where((u) => u.role_id === 5)
const evidence = (userId: number, event: string) =>
  db
    .table('activity')
    .where(
      (a) =>
        a.log_name === EVIDENCE_LOG &&
        a.subject_type === 'users' &&
        a.subject_id === userId &&
        a.event === event,
    )
const opportunities = () => db.table('investment-opportunities').all()
const opportunity = (id: unknown) => db.table('investment-opportunities').find(Number(id))!
const about = (table: string, o: Row) =>
  db
    .table(table)
    .where(
      (r) =>
        r.investment_opportunity_id === o.id ||
        (r.documentable_type === 'investment-opportunities' && r.documentable_id === o.id),
    )

/** The HMRC schemes a text names ("SEIS" is not "EIS"; "EIS3" is EIS). */
function schemesIn(text: unknown): string[] {
  const s = String(text ?? '')
  return ['EIS', 'SEIS'].filter((scheme) => new RegExp(`\\b${scheme}3?\\b`).test(s))
}
/** "Name: what it says about another scheme" for every text naming a scheme `o` is not under. */
const wrongSchemes = (o: Row, texts: unknown[]) =>
  texts
    .filter((t) => schemesIn(t).some((scheme) => scheme !== o.tax_relief))
    .map((t) => `${String(o.name)} (${String(o.tax_relief)}): ${String(t).slice(0, 80)}`)

const choiceOf = (option: Row) =>
  db.table('pre-emption-choices').first((c) => c.pre_emption_option_id === option.id)

describe('seed consistency: compliance evidence agrees with the investor record', () => {
  it('records the categorisation of every investor with a confirmed category, on that date', () => {
    const missing = investors()
      .filter((u) => u.investor_category_id != null)
      .filter(
        (u) =>
          !evidence(u.id, 'category_confirmed').some(
            (e) => e.created_at === u.category_confirmed_at,
          ),
      )
      .map((u) => u.id)
    expect(missing).toEqual([])
  })

  it('records each appropriateness-test try an investor has made', () => {
    const wrong = investors()
      .filter(
        (u) => evidence(u.id, 'appropriateness_attempt').length !== Number(u.compliance_tries),
      )
      .map((u) => u.id)
    expect(wrong).toEqual([])
  })

  it('records the terms acceptance of every investor who accepted terms', () => {
    const missing = investors()
      .filter((u) => Number(u.accepted_terms_version) > 0)
      .filter((u) => evidence(u.id, 'terms_accepted').length === 0)
      .map((u) => u.id)
    expect(missing).toEqual([])
  })
})

describe('seed consistency: pre-emption offers', () => {
  it("stores each offer's status as its deadline and answer make it", () => {
    const options = db.table('pre-emption-options').all()
    // Only a newer round for the same holder closes an offer early (the host does that).
    const replaced = (o: Row) =>
      options.some(
        (n) =>
          n.id > o.id &&
          n.user_id === o.user_id &&
          n.investment_opportunity_id === o.investment_opportunity_id,
      )
    const wrong = options
      .filter((o) => {
        const choice = choiceOf(o)?.choice
        const expected = replaced(o)
          ? 'closed'
          : offerStateOn(
              {
                status: 'open',
                deadline: String(o.deadline),
                choice: choice == null ? null : Number(choice),
              },
              today,
            )
        return expected !== o.status
      })
      .map((o) => `${o.id}: ${String(o.status)}`)
    expect(wrong).toEqual([])
  })

  it('keeps "awaiting answer" to offers still open', () => {
    const wrong = db
      .table('pre-emption-options')
      .where((o) => o.status !== 'open')
      .filter((o) => choiceOf(o) !== undefined && !isDecision(Number(choiceOf(o)?.choice)))
      .map((o) => o.id)
    expect(wrong).toEqual([])
  })

  it('dates an offer before its answer, and the answer by the deadline', () => {
    const wrong = db
      .table('pre-emption-options')
      .all()
      .filter((o) => {
        const c = choiceOf(o)
        return (
          String(o.created_at) > `${day(o.deadline)}T23:59:59` ||
          (c !== undefined &&
            (String(c.created_at) < String(o.created_at) || day(c.created_at) > day(o.deadline)))
        )
      })
      .map((o) => o.id)
    expect(wrong).toEqual([])
  })
})

describe('seed consistency: an opportunity speaks of its own tax scheme only', () => {
  it('names a round after a scheme only when it is under that scheme', () => {
    expect(opportunities().flatMap((o) => wrongSchemes(o, [o.name]))).toEqual([])
  })

  it("lists only its own scheme's documents", () => {
    expect(
      opportunities().flatMap((o) =>
        wrongSchemes(
          o,
          about('documents', o).map((d) => d.name),
        ),
      ),
    ).toEqual([])
  })

  it('names only its own scheme in key points, key dates, tax options and description', () => {
    expect(
      opportunities().flatMap((o) =>
        wrongSchemes(o, [
          o.description,
          ...about('key-points', o).map((k) => k.body),
          ...about('key-dates', o).map((k) => k.label),
          ...about('tax-options', o).map((t) => `${String(t.name)} ${String(t.description)}`),
        ]),
      ),
    ).toEqual([])
  })

  it('names only its own scheme in its news and tasks', () => {
    expect(
      opportunities().flatMap((o) =>
        wrongSchemes(o, [
          ...about('reports', o)
            .filter((r) => r.type === 'update')
            .flatMap((r) => [r.title, r.summary, r.body]),
          ...db
            .table('tasks')
            .where((t) => t.taskable_type === 'investment-opportunities' && t.taskable_id === o.id)
            .map((t) => t.title),
        ]),
      ),
    ).toEqual([])
  })
})

describe('seed consistency: news agrees with where the opportunity is', () => {
  const updates = () =>
    db.table('reports').where((r) => r.type === 'update' && r.investment_opportunity_id != null)

  it('reports a completed follow-on round or issued certificates only for held investments', () => {
    const wrong = updates()
      .filter((r) => /completes follow-on|certificates issued/i.test(String(r.title)))
      .filter((r) => Number(opportunity(r.investment_opportunity_id).stage) < 5)
      .map((r) => `${r.id}: ${String(r.title)}`)
    expect(wrong).toEqual([])
  })

  it('sends a cash call notice only for an opportunity that takes cash calls', () => {
    const wrong = updates()
      .filter((r) => /cash call notice/i.test(String(r.title)))
      .filter((r) => {
        const o = opportunity(r.investment_opportunity_id)
        return Number(o.cash_call_enabled) !== 1 || Number(o.stage) < 4
      })
      .map((r) => `${r.id}: ${String(r.title)}`)
    expect(wrong).toEqual([])
  })

  it('dates news about an opportunity no earlier than the opportunity itself', () => {
    const wrong = updates()
      .filter(
        (r) => String(r.created_at) < String(opportunity(r.investment_opportunity_id).created_at),
      )
      .map((r) => `${r.id}: ${String(r.created_at)}`)
    expect(wrong).toEqual([])
  })
})

describe('seed consistency: an opportunity’s papers are no older than it', () => {
  it("dates an opportunity's documents and content between its creation and today", () => {
    const wrong = opportunities().flatMap((o) =>
      ['documents', 'galleries', 'key-points', 'team-images'].flatMap((table) =>
        about(table, o)
          .filter((r) => String(r.created_at) < String(o.created_at) || day(r.created_at) > today)
          .map((r) => `${table} ${r.id} of ${o.id}: ${String(r.created_at)}`),
      ),
    )
    expect(wrong).toEqual([])
  })

  it('keeps work-in-progress notes true of their opportunity (scheme, and not yet open)', () => {
    const wrong = db
      .table('reports')
      .where((r) => r.type === 'wip' && r.investment_opportunity_id != null)
      .filter((r) => {
        const o = opportunity(r.investment_opportunity_id)
        const body = String(r.body)
        const opened =
          o.open_date != null && day(o.open_date) <= day(r.published_at ?? r.updated_at)
        return wrongSchemes(o, [body]).length > 0 || (/before opening/.test(body) && opened)
      })
      .map((r) => `${r.id}: ${String(r.title)}`)
    expect(wrong).toEqual([])
  })
})

describe('seed consistency: dates agree with the stage', () => {
  it('closes completed, matured and closed rounds in the past and raising ones in the future', () => {
    const wrong = opportunities()
      .filter((o) => o.close_date != null)
      .filter((o) => {
        const ended = Number(o.stage) >= 5 || Number(o.status) === 4
        const raising = Number(o.stage) === 3
        return (ended && day(o.close_date) >= today) || (raising && day(o.close_date) < today)
      })
      .map((o) => `${o.id} stage ${o.stage}/${o.status}: ${String(o.close_date)}`)
    expect(wrong).toEqual([])
  })

  it('holds money (paid or completed) only in rounds that have opened', () => {
    const wrong = db
      .table('investments')
      .where((i) => i.status === 'paid' || i.status === 'completed')
      .filter((i) => {
        const o = opportunity(i.investment_opportunity_id)
        return o.open_date == null || day(o.open_date) > today || Number(o.stage) < 3
      })
      .map((i) => i.id)
    expect(wrong).toEqual([])
  })

  it('dates every investment on or after the opportunity opened', () => {
    const wrong = db
      .table('investments')
      .all()
      .filter((i) => {
        const o = opportunity(i.investment_opportunity_id)
        return o.open_date != null && day(i.created_at) < day(o.open_date)
      })
      .map(
        (i) =>
          `${i.id}: ${day(i.created_at)} < ${String(opportunity(i.investment_opportunity_id).open_date)}`,
      )
    expect(wrong.slice(0, 10)).toEqual([])
  })
})

describe('seed consistency: the demo accounts are who they say they are', () => {
  it('gives newinvestor@example.com, the investor with nothing yet, no money anywhere', () => {
    const newcomer = db.table('users').first((u) => u.email === 'newinvestor@example.com')!
    const mine = (table: string) => db.table(table).where((r) => r.user_id === newcomer.id)
    expect(mine('investments')).toEqual([])
    expect(mine('fund-ledger')).toEqual([])
  })
})
