import type { Row } from '../db/db'
import type { SeedContext } from './context'
import { APPROPRIATENESS, CATEGORISATION, type QuestionSpec } from './funds-questions'

type Bank = 1 | 2
interface Seeded {
  id: number
  bank: Bank
  correct: number
  wrong: number[]
}

async function seedBanks(ctx: SeedContext, prefix: string, banks: Record<Bank, QuestionSpec[]>) {
  const out: Seeded[] = []
  let order = 0
  for (const bank of [1, 2] as const) {
    for (const spec of banks[bank]) {
      const q = await ctx.insert(`${prefix}-questions`, {
        question: spec.question,
        help_text: spec.help,
        bank,
        order: ++order,
        is_active: 1,
        created_at: ctx.daysAgo(800),
        updated_at: ctx.daysAgo(800),
      })
      const seeded: Seeded = { id: q.id, bank, correct: 0, wrong: [] }
      for (const [i, raw] of spec.options.entries()) {
        const correct = raw.startsWith('*')
        const o = await ctx.insert(`${prefix}-options`, {
          question_id: q.id,
          text: correct ? raw.slice(1) : raw,
          is_correct: correct ? 1 : 0,
          order: i + 1,
          created_at: ctx.daysAgo(800),
          updated_at: ctx.daysAgo(800),
        })
        if (correct) seeded.correct = o.id
        else seeded.wrong.push(o.id)
      }
      out.push(seeded)
    }
  }
  return out
}

/**
 * Replays a user's attempts as answer rows: attempts before the last fail, the last passes
 * when the user passed. Attempts alternate between the two banks.
 */
async function seedAttempts(
  ctx: SeedContext,
  table: string,
  questions: Seeded[],
  user: Row,
  tries: number,
  passed: boolean,
  lastAt: string | null,
) {
  const last = lastAt
    ? Date.parse(lastAt)
    : ctx.refDate.getTime() - ctx.faker.number.int({ min: 20, max: 600 }) * 86_400_000
  for (let attempt = 1; attempt <= tries; attempt++) {
    const bank: Bank = attempt % 2 === 1 ? 1 : 2
    const pass = passed && attempt === tries
    const qs = questions.filter((q) => q.bank === bank)
    const wrong = pass
      ? new Set<number>()
      : new Set(ctx.faker.helpers.arrayElements(qs, { min: 1, max: 2 }).map((q) => q.id))
    const at = new Date(last - (tries - attempt) * 3 * 86_400_000)
    const stamp = ctx.daysAgo((ctx.refDate.getTime() - at.getTime()) / 86_400_000)
    for (const q of qs) {
      const isWrong = wrong.has(q.id)
      await ctx.insert(table, {
        user_id: user.id,
        question_id: q.id,
        bank,
        attempt,
        option_id: isWrong ? ctx.faker.helpers.arrayElement(q.wrong) : q.correct,
        is_correct: isWrong ? 0 : 1,
        answered_at: stamp,
        created_at: stamp,
        updated_at: stamp,
      })
    }
  }
}

/** Question banks, compliance settings and the answers behind each investor's test state. */
export async function seedCompliance(ctx: SeedContext) {
  await ctx.insert('compliance_settings', {
    id: 1,
    compliance_tries: 3,
    compliance_test_enabled: 1,
    cooldown_hours: 24,
    created_at: ctx.daysAgo(800),
    updated_at: ctx.daysAgo(120),
  })
  const appropriateness = await seedBanks(ctx, 'compliance', APPROPRIATENESS)
  const categorisation = await seedBanks(ctx, 'fca-compliance', CATEGORISATION)

  // Investors' recorded state (users columns of the people group) decides their answer rows.
  const cap = ctx.size === 'large' ? 1500 : 250
  const investors = ctx.db
    .table('users')
    .where((u) => u.role_id === 5)
    .slice(0, cap)
  for (const user of investors) {
    const tries = Number(user.compliance_tries ?? 0)
    const passed = Number(user.compliance_passed ?? 0) === 1
    if (tries <= 0 && !passed) continue
    const failedAt =
      typeof user.compliance_failed_at === 'string' ? user.compliance_failed_at : null
    await seedAttempts(
      ctx,
      'compliance-answers',
      appropriateness,
      user,
      Math.max(tries, 1),
      passed,
      passed ? null : failedAt,
    )
    // Whoever passed the appropriateness test has completed the categorisation questionnaire.
    if (passed)
      await seedAttempts(ctx, 'fca-compliance-answers', categorisation, user, 1, true, null)
  }

  const demo = ctx.db.table('users').first((u) => u.email === 'investor@example.com')
  if (demo) {
    const answers = ctx.db.table('compliance-answers').where((a) => a.user_id === demo.id)
    const lastAttempt = Math.max(0, ...answers.map((a) => Number(a.attempt)))
    const latest = answers.filter((a) => a.attempt === lastAttempt)
    if (latest.length) {
      const { bank, answered_at: at } = latest[0]
      await ctx.insert('compliance_audit', {
        user_id: demo.id,
        questionnaire: 'compliance',
        bank,
        payload: {
          bank,
          answers: latest.map((a) => ({ question_id: a.question_id, option_id: a.option_id })),
        },
        created_at: String(at),
        updated_at: String(at),
      })
    }
  }
}
