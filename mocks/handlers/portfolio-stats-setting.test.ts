import { beforeEach, describe, expect, it } from 'vitest'
import { fundsTestHost, type One } from '../resources/groups/funds-test-host'

type Host = Awaited<ReturnType<typeof fundsTestHost>>
type Errors = { errors: Record<string, string[]> }

let t: Host
beforeEach(async () => {
  t = await fundsTestHost()
})

const patch = async (body: Record<string, unknown>) =>
  (await t.as(t.userId('superadmin@example.com'))).post<One>('/api/branding/1', {
    _method: 'PATCH',
    ...body,
  })

describe('the settings row’s portfolio_stats', () => {
  it('keeps the chosen totals as JSON and answers them', async () => {
    const res = await patch({ portfolio_stats: '["change","invested"]' })
    expect(res.status).toBe(200)
    expect(res.body.data.portfolio_stats).toBe('["change","invested"]')
    expect(t.host.db.table('branding').find(1)?.portfolio_stats).toBe('["change","invested"]')
  })

  it('refuses what is not JSON', async () => {
    const res = await patch({ portfolio_stats: 'invested, change' })
    expect(res.status).toBe(422)
    expect((res.body as unknown as Errors).errors.portfolio_stats).toBeDefined()
  })
})
