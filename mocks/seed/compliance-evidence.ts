import type { Row } from '../db/db'
import { timestamp } from '../db/db'
import {
  categoryName,
  recordEvidence,
  responseLabel,
  type EvidenceInput,
} from '../resources/groups/compliance-evidence'
import type { SeedContext } from './context'

const HOUR = 3_600_000

/**
 * The compliance evidence the host would have recorded for investors who already went through
 * the portal: terms, categorisation, KYC review, each appropriateness attempt (from their answer
 * rows) and each sounding answered. Every investor gets theirs: an evidence tab that reads "No
 * regulated steps yet" beside a confirmed category or a test try would contradict the record.
 * Demo accounts first, so their rows keep the lowest ids. No faker calls, so the rest of the
 * seed is unchanged.
 */
export async function seedComplianceEvidence(ctx: SeedContext) {
  const investors = ctx.db
    .table('users')
    .where((u) => u.role_id === 5)
    .sort((a, b) => a.id - b.id)
  const demo = investors.filter((u) => String(u.email).endsWith('@example.com'))
  const others = investors.filter((u) => !demo.includes(u))
  for (const user of [...demo, ...others]) await seedFor(ctx, user)
}

async function seedFor(ctx: SeedContext, user: Row) {
  const db = ctx.db
  const attempts = attemptsOf(ctx, user.id)
  const firstAttempt = attempts[0] ? Date.parse(attempts[0].at) : Infinity
  const start = Math.min(Date.parse(String(user.created_at)), firstAttempt - 3 * 24 * HOUR)
  const at = (hours: number) => timestamp(new Date(start + hours * HOUR))
  const add = (e: Omit<EvidenceInput, 'userId'>) =>
    recordEvidence(db, { userId: user.id, ...e }, { silent: true })

  if (Number(user.accepted_terms_version) > 0) {
    await add({
      causerId: user.id,
      event: 'terms_accepted',
      description: `Accepted the terms and conditions version ${String(user.accepted_terms_version)}`,
      properties: {
        version: Number(user.accepted_terms_version),
        previous_version: 0,
        risk_warning_shown: true,
      },
      at: at(1),
    })
  }
  if (user.investor_category_id != null) {
    const category = db.table('categories').find(Number(user.investor_category_id))
    const name = categoryName(db, user.investor_category_id)
    await add({
      causerId: user.id,
      event: 'category_confirmed',
      description: `Confirmed the ${name} categorisation statement`,
      properties: {
        category_id: user.investor_category_id,
        category: name,
        statements: Array.isArray(category?.statements) ? category.statements : [],
        // Seeded as confirmed while categorisation approval was on (people/category-approvals).
        ...(user.category_approval_status ? { awaiting_approval: true } : {}),
      },
      at: typeof user.category_confirmed_at === 'string' ? user.category_confirmed_at : at(2),
    })
    if (user.category_approval_status === 'rejected')
      await add({
        causerId: typeof user.category_decided_by === 'number' ? user.category_decided_by : null,
        event: 'category_rejected',
        description: `Rejected the ${name} categorisation`,
        properties: {
          category_id: user.investor_category_id,
          category: name,
          statements: Array.isArray(category?.statements) ? category.statements : [],
          confirmed_at: user.category_confirmed_at ?? null,
          reason: user.category_decision_reason ?? null,
        },
        at: String(user.category_decided_at),
      })
  }
  if (user.kyc_status !== 'pending') {
    await add({
      causerId: typeof user.owner_id === 'number' ? user.owner_id : null,
      event: 'kyc_status_changed',
      description: `KYC status changed to ${String(user.kyc_status)}`,
      properties: { from: 'pending', to: user.kyc_status },
      at: at(26),
    })
  }
  for (const a of attempts) {
    await add({
      causerId: user.id,
      event: 'appropriateness_attempt',
      description: `${a.passed ? 'Passed' : 'Failed'} the Investor Appropriateness Test (attempt ${a.attempt})`,
      properties: {
        questionnaire: 'Investor Appropriateness Test',
        attempt: a.attempt,
        bank: a.bank,
        score: a.score,
        total: a.total,
        passed: a.passed,
        cooldown_until: a.passed ? null : timestamp(new Date(Date.parse(a.at) + 24 * HOUR)),
        risk_warning_shown: true,
      },
      at: a.at,
    })
  }
  for (const s of db.table('market-soundings').where((m) => m.user_id === user.id)) {
    if (!s.response || typeof s.responded_at !== 'string') continue
    const opp = db.table('investment-opportunities').find(Number(s.investment_opportunity_id))
    await add({
      causerId: user.id,
      event: 'market_sounding_response',
      description: `Responded to the market sounding: ${responseLabel(s.response)}`,
      properties: {
        sounding_id: s.id,
        title: s.title,
        opportunity: opp?.name ?? null,
        response: s.response,
        label: responseLabel(s.response),
      },
      at: s.responded_at,
    })
  }
}

interface Attempt {
  attempt: number
  bank: number
  score: number
  total: number
  passed: boolean
  at: string
}

function attemptsOf(ctx: SeedContext, userId: number): Attempt[] {
  const byAttempt = new Map<number, Attempt>()
  for (const a of ctx.db.table('compliance-answers').where((r) => r.user_id === userId)) {
    const n = Number(a.attempt)
    const cur = byAttempt.get(n) ?? {
      attempt: n,
      bank: Number(a.bank),
      score: 0,
      total: 0,
      passed: true,
      at: String(a.answered_at),
    }
    cur.total++
    if (Number(a.is_correct) === 1) cur.score++
    else cur.passed = false
    byAttempt.set(n, cur)
  }
  return [...byAttempt.values()].sort((a, b) => a.attempt - b.attempt)
}
