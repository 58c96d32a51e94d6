import { beforeAll, describe, expect, it } from 'vitest'
import type { Row } from '../db/db'
import { correctAnswers } from './compliance'
import { fundsTestHost, type One, type Page } from '../resources/groups/funds-test-host'

let t: Awaited<ReturnType<typeof fundsTestHost>>
const as = (id: number) => t.as(id)
const userId = (email: string) => t.userId(email)

beforeAll(async () => {
  t = await fundsTestHost()
})

describe('special endpoints', () => {
  it('runs the appropriateness test: incomplete, fail, cooldown, pass', async () => {
    const id = userId('newinvestor@example.com')
    const investor = await as(id)
    expect((await investor.get<One>('/api/compliance/settings/1')).body.data).toMatchObject({
      compliance_tries: 3,
    })
    const key = correctAnswers(t.host.db)
    const bank1 = key.filter((k) => k.bank === 1)
    const wrongOption = (k: (typeof key)[number]) =>
      t.host.db
        .table('compliance-options')
        .first((o) => o.question_id === k.question_id && o.is_correct === 0)?.id
    const incomplete = await investor.post<{ errors: Record<string, string[]> }>(
      '/api/compliance/answers',
      {
        bank: 1,
        answers: bank1
          .slice(0, 3)
          .map((k) => ({ question_id: k.question_id, option_id: k.correct_option_id })),
      },
    )
    expect(incomplete.status).toBe(422)
    expect(incomplete.body.errors.answers).toEqual(['The answers field must contain 5 items.'])
    const failed = await investor.post<One>('/api/compliance/answers', {
      bank: 1,
      answers: bank1.map((k, i) => ({
        question_id: k.question_id,
        option_id: i === 0 ? wrongOption(k) : k.correct_option_id,
      })),
    })
    expect(failed.body.data).toMatchObject({
      passed: false,
      score: 4,
      compliance_passed: 0,
      compliance_tries: 1,
    })
    const again = await investor.post<{ errors: Record<string, string[]> }>(
      '/api/compliance/answers',
      {
        bank: 1,
        answers: bank1.map((k) => ({ question_id: k.question_id, option_id: k.correct_option_id })),
      },
    )
    expect(again.body.errors.answers).toEqual([
      'You will need to wait a further 24 hours before being able to re-attempt the Investor Appropriateness Test.',
    ])
    t.advance(25 * 3_600_000)
    const passed = await investor.post<One>('/api/compliance/answers', {
      bank: 2,
      answers: key
        .filter((k) => k.bank === 2)
        .map((k) => ({ question_id: k.question_id, option_id: k.correct_option_id })),
    })
    expect(passed.body.data).toMatchObject({
      passed: true,
      message: 'Congratulations you have successfully completed the test.',
    })
    const status = await investor.get<One>('/api/compliance/answers?update=1')
    expect(status.body.data).toMatchObject({
      compliance_passed: 1,
      compliance_tries: 2,
      retry_available_at: null,
    })
    expect(t.host.db.table('compliance-answers').where((a) => a.user_id === id)).toHaveLength(10)
    expect(
      (
        await investor.post('/api/compliance/audit', {
          bank: 2,
          answers: [{ question_id: 1, option_id: 2 }],
        })
      ).status,
    ).toBe(201)
    expect((await (await as(1)).post('/api/compliance/answers', { answers: [] })).status).toBe(403)
  })

  it('serves the dashboards and report views', async () => {
    const admin = await as(1)
    expect((await admin.get<One>('/api/stats/overview')).body.data.investors_count).toBeGreaterThan(
      100,
    )
    expect((await admin.get('/api/stats/funds/1')).status).toBe(200)
    expect((await admin.get('/api/stats/opportunities/1')).status).toBe(200)
    expect((await admin.get<Page>('/api/reports/kpis')).body.total).toBeGreaterThan(0)
    expect((await admin.get<One>('/api/reports/kpi-portfolio')).status).toBe(200)
    expect((await admin.get<One>('/api/reports/wip')).status).toBe(200)
    const investor = await as(userId('investor@example.com'))
    const mine = await investor.get<One>('/api/stats/investor')
    expect(mine.body.data.holdings_count).toBeGreaterThan(0)
    expect((mine.body.data.value_over_time as Row[]).length).toBe(13)
    expect((await investor.get('/api/stats/overview')).status).toBe(403)
    const news = await investor.get<Page>('/api/reports/news')
    expect(news.body.total).toBeGreaterThan(0)
  })

  it('searches what the caller may see and takes support messages', async () => {
    const admin = await as(1)
    const hits = await admin.get<{ data: Row[] }>('/api/search?q=fund')
    expect(hits.body.data.some((h) => h.type === 'funds')).toBe(true)
    const investor = await as(userId('investor@example.com'))
    const theirs = await investor.get<{ data: Row[] }>('/api/search?q=a')
    expect(theirs.body.data).toEqual([])
    const some = await investor.get<{ data: Row[] }>('/api/search?q=an')
    expect(some.body.data.every((h) => h.type === 'investment-opportunities')).toBe(true)
    expect((await investor.post('/api/support/contact', {})).status).toBe(422)
    expect(
      (await investor.post('/api/support/contact', { subject: 'Hello', message: 'Call me' }))
        .status,
    ).toBe(201)
  })
})
