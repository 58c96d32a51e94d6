import { beforeEach, describe, expect, it } from 'vitest'
import { createTestClient } from '../testing/client'
import { fundsTestHost, type One } from '../resources/groups/funds-test-host'
import { COOLDOWN_MESSAGE } from './compliance'

type Host = Awaited<ReturnType<typeof fundsTestHost>>
type Key = { questions: { question_id: number; bank: number; correct_option_id: number }[] }
type Errors = { errors: Record<string, string[]> }

let t: Host
beforeEach(async () => {
  t = await fundsTestHost()
})

const NEW = 'newinvestor@example.com'
const control = () => createTestClient(t.host, t.router)
const user = () => t.host.db.table('users').find(t.userId(NEW))!
const submit = async (bank: 1 | 2, wrong = false) => {
  const key = (await control().get<Key>('/__mock/answers')).body.questions
  const options = t.host.db.table('compliance-options')
  const answers = key
    .filter((k) => k.bank === bank)
    .map((k, i) => ({
      question_id: k.question_id,
      option_id:
        wrong && i === 0
          ? options.first((o) => o.question_id === k.question_id && o.is_correct === 0)!.id
          : k.correct_option_id,
    }))
  return (await t.as(t.userId(NEW))).post<One & Errors>('/api/compliance/answers', {
    bank,
    answers,
  })
}

describe('GET /__mock/answers', () => {
  it('gives the key of both banks of either questionnaire', async () => {
    const test = await control().get<Key>('/__mock/answers')
    expect(test.body.questions.map((q) => q.bank)).toEqual([1, 1, 1, 1, 1, 2, 2, 2, 2, 2])
    const fca = await control().get<Key>('/__mock/answers?questionnaire=fca-compliance')
    const fcaOptions = t.host.db.table('fca-compliance-options')
    for (const q of fca.body.questions)
      expect(fcaOptions.find(q.correct_option_id)).toMatchObject({ is_correct: 1 })
    expect((await control().get('/__mock/answers?questionnaire=other')).status).toBe(422)
  })
})

describe('the appropriateness test as the mock scores it', () => {
  it('refuses once the allowed attempts are used, after the cooldown too', async () => {
    t.host.db.table('branding').update(1, { risk_warning_enabled: 0, enableRiskWarning: 0 })
    for (let i = 0; i < 3; i++) {
      expect((await submit(1, true)).body.data).toMatchObject({ passed: false, attempt: i + 1 })
      t.advance(25 * 3_600_000)
    }
    expect(user()).toMatchObject({ compliance_tries: 3, compliance_passed: 0 })
    const refused = await submit(1)
    expect(refused.status).toBe(422)
    expect(refused.body.errors.answers[0]).toMatch(/used all of your attempts/)
  })

  it('refuses within 24 hours of a failure with the cooldown text', async () => {
    await submit(1, true)
    expect(user().compliance_failed_at).toEqual(expect.any(String))
    t.advance(23 * 3_600_000)
    expect((await submit(2)).body.errors.answers).toEqual([COOLDOWN_MESSAGE])
  })
})

describe('POST /__mock/compliance', () => {
  it('passes an investor without the test, no session needed', async () => {
    const res = await control().post<One>('/__mock/compliance', { email: NEW, result: 'passed' })
    expect(res.status).toBe(200)
    expect(user()).toMatchObject({ compliance_passed: 1, compliance_failed_at: null })
    const status = await (await t.as(t.userId(NEW))).get<One>('/api/compliance/answers')
    expect(status.body.data).toMatchObject({ compliance_passed: 1, retry_available_at: null })
  })

  it('ends a cooldown, keeping the attempt counted, so a retry is allowed now', async () => {
    await submit(1, true)
    await control().post('/__mock/compliance', { email: NEW, result: 'end_cooldown' })
    expect(user()).toMatchObject({ compliance_tries: 1, compliance_passed: 0 })
    expect((await submit(2)).body.data).toMatchObject({ passed: true, attempt: 2 })
  })

  it('records a failed try now, so the investor is in the cooldown (host and invest refusal)', async () => {
    await control().post('/__mock/compliance', { email: NEW, result: 'failed' })
    expect(user()).toMatchObject({ compliance_passed: 0, compliance_tries: 1 })
    expect((await submit(1)).body.errors.answers).toEqual([COOLDOWN_MESSAGE])
  })

  it('resets the test to untaken', async () => {
    await submit(1, true)
    await control().post('/__mock/compliance', { user_id: t.userId(NEW), result: 'reset' })
    expect(user()).toMatchObject({ compliance_tries: 0, compliance_failed_at: null })
    expect(
      t.host.db.table('compliance-answers').where((a) => a.user_id === t.userId(NEW)),
    ).toHaveLength(0)
  })

  it('names what is wrong with the request', async () => {
    const res = await control().post<Errors>('/__mock/compliance', { email: 'x@y.z', result: 'x' })
    expect(res.status).toBe(422)
    expect(Object.keys(res.body.errors).sort()).toEqual(['email', 'result'])
  })
})

describe('an investor recording their own category', () => {
  it('stamps category_confirmed_at, and clears it with the category', async () => {
    const investor = await t.as(t.userId(NEW))
    const res = await investor.patch<One>(`/api/users/${t.userId(NEW)}`, {
      investor_category_id: 2,
      category_confirmed_at: '2001-01-01 00:00:00',
    })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      investor_category_id: 2,
      category_confirmed_at: '2026-11-01T09:00:00.000000Z',
    })
    await investor.patch(`/api/users/${t.userId(NEW)}`, { investor_category_id: null })
    expect(user()).toMatchObject({ investor_category_id: null, category_confirmed_at: null })
  })
})
