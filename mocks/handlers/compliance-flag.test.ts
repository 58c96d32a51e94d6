import { beforeEach, describe, expect, it } from 'vitest'
import type { Router } from '../http/router'
import type { MockHost } from '../http/host'
import { checkedClient } from '../testing/checked-client'
import { correctAnswers, TEST_DISABLED_MESSAGE } from './compliance'
import { seededHost } from '../testing/seeded-host'

type Page = { data: unknown[]; total: number }

const NEW_INVESTOR = 'newinvestor@example.com'
const ADMIN = 'superadmin@example.com'

let host: MockHost
let router: Router
const user = (email: string) => host.db.table('users').first((u) => u.email === email)!
const as = (email: string) => checkedClient(host, router, user(email).id)
const bank1 = () =>
  correctAnswers(host.db)
    .filter((k) => k.bank === 1)
    .map((k) => ({ question_id: k.question_id, option_id: k.correct_option_id }))

/** The flag under one spelling only, the other column left as it is. */
const setFlag = (column: 'compliance_test_enabled' | 'enableComplianceTest', value: 0 | 1) =>
  host.db.table('branding').update(1, { [column]: value })
const testOff = async () => {
  await setFlag('compliance_test_enabled', 0)
  await setFlag('enableComplianceTest', 0)
}

beforeEach(async () => {
  ;({ host, router } = await seededHost())
})

describe('appropriateness test answers and the compliance_test_enabled flag', () => {
  it('takes the answers with the flag on', async () => {
    const res = await (
      await as(NEW_INVESTOR)
    ).post<{ data: { passed: boolean } }>('/api/compliance/answers', { bank: 1, answers: bank1() })
    expect(res.status).toBe(200)
    expect(res.body.data.passed).toBe(true)
  })

  it('refuses them with 403 and a clear message with the flag off, recording nothing', async () => {
    await testOff()
    const c = await as(NEW_INVESTOR)
    const res = await c.post<{ message: string }>('/api/compliance/answers', {
      bank: 1,
      answers: bank1(),
    })
    expect(res.status).toBe(403)
    expect(res.body).toEqual({ message: TEST_DISABLED_MESSAGE })
    expect(TEST_DISABLED_MESSAGE).toBe('The appropriateness test is not enabled.')
    expect(user(NEW_INVESTOR).compliance_tries).toBe(0)
    expect(
      host.db.table('compliance-answers').where((a) => a.user_id === user(NEW_INVESTOR).id),
    ).toHaveLength(0)
    const audit = await c.post('/api/compliance/audit', { bank: 1, answers: bank1() })
    expect(audit.status).toBe(403)
  })

  it('reads the flag under either spelling', async () => {
    await testOff()
    await setFlag('enableComplianceTest', 1)
    const camel = await (
      await as(NEW_INVESTOR)
    ).post('/api/compliance/answers', { bank: 1, answers: bank1() })
    expect(camel.status).toBe(200)
  })

  it('serves investors no questions with the flag off; staff keep the bank', async () => {
    const before = await (await as(NEW_INVESTOR)).get<Page>('/api/compliance-questions')
    expect(before.body.total).toBeGreaterThan(0)
    await testOff()
    const investor = await (
      await as(NEW_INVESTOR)
    ).get<Page>('/api/compliance-questions?include=options')
    expect(investor.status).toBe(200)
    expect(investor.body).toMatchObject({ data: [], total: 0 })
    const staff = await (await as(ADMIN)).get<Page>('/api/compliance-questions')
    expect(staff.body.total).toBe(before.body.total)
  })

  it('leaves the categorisation questionnaire to its own rules', async () => {
    await testOff()
    const res = await (
      await as(NEW_INVESTOR)
    ).post('/api/fca-compliance/answers', { bank: 1, answers: [] })
    expect(res.status).toBe(422)
  })
})

describe('POST /api/compliance/audit refuses what Laravel’s rules refuse', () => {
  it.each([
    [{}, { answers: ['The answers field is required.'] }],
    [{ answers: [] }, { answers: ['The answers field is required.'] }],
    [{ answers: 'all of them' }, { answers: ['The answers field must be an array.'] }],
    [
      { answers: [{ question_id: 1 }], questionnaire: 'other' },
      { questionnaire: ['The selected questionnaire is invalid.'] },
    ],
  ])('%j → 422', async (body, errors) => {
    const res = await (
      await as(NEW_INVESTOR)
    ).post<{ errors: unknown }>('/api/compliance/audit', body)
    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual(errors)
  })
})
