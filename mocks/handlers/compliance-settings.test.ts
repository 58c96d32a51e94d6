import { beforeEach, describe, expect, it } from 'vitest'
import { fundsTestHost, type One } from '../resources/groups/funds-test-host'

type Host = Awaited<ReturnType<typeof fundsTestHost>>
type Errors = { errors: Record<string, string[]> }

let t: Host
beforeEach(async () => {
  t = await fundsTestHost()
})

const admin = () => t.as(t.userId('superadmin@example.com'))
const investor = () => t.as(t.userId('newinvestor@example.com'))

describe('PATCH /api/compliance/settings/{id}', () => {
  it('sets the attempts allowed, and the investor result follows', async () => {
    t.host.db.table('branding').update(1, { risk_warning_enabled: 0, enableRiskWarning: 0 })
    const res = await (
      await admin()
    ).patch<One>('/api/compliance/settings/1', {
      compliance_tries: 1,
    })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ id: 1, compliance_tries: 1 })
    const status = await (await investor()).get<One>('/api/compliance/answers')
    expect(status.body.data).toMatchObject({ tries_allowed: 1, tries_remaining: 1 })
  })

  it('keeps attempts unlimited while the risk warning is on', async () => {
    t.host.db.table('branding').update(1, { risk_warning_enabled: 1, enableRiskWarning: 1 })
    await (await admin()).patch('/api/compliance/settings/1', { compliance_tries: 1 })
    const status = await (await investor()).get<One>('/api/compliance/answers')
    expect(status.body.data).toMatchObject({ tries_allowed: 9999 })
  })

  it('refuses a count that is not a whole number from 0 to 9999', async () => {
    for (const compliance_tries of [-1, 2.5, 'many', '']) {
      const res = await (
        await admin()
      ).patch<Errors>('/api/compliance/settings/1', {
        compliance_tries,
      })
      expect(res.status).toBe(422)
      expect(res.body.errors.compliance_tries).toHaveLength(1)
    }
  })

  it('is refused to investors (403)', async () => {
    const res = await (
      await investor()
    ).patch('/api/compliance/settings/1', {
      compliance_tries: 1,
    })
    expect(res.status).toBe(403)
    expect(t.host.db.table('compliance_settings').find(1)?.compliance_tries).toBe(3)
  })
})

describe('compliance questions and options as staff edit them', () => {
  it('updates the order, the active flag and which option is correct', async () => {
    const client = await admin()
    const question = t.host.db.table('compliance-questions').first((q) => q.bank === 1)!
    const option = t.host.db
      .table('compliance-options')
      .first((o) => o.question_id === question.id)!
    await client.patch(`/api/compliance-questions/${question.id}`, { order: 9, is_active: 0 })
    expect(t.host.db.table('compliance-questions').find(question.id)).toMatchObject({
      order: 9,
      is_active: 0,
    })
    const flipped = option.is_correct ? 0 : 1
    await client.patch(`/api/compliance-options/${option.id}`, { is_correct: flipped, order: 4 })
    expect(t.host.db.table('compliance-options').find(option.id)).toMatchObject({
      is_correct: flipped,
      order: 4,
    })
  })
})
