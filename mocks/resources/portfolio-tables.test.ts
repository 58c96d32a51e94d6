import { beforeEach, describe, expect, it } from 'vitest'
import { fundsTestHost, type Page } from './groups/funds-test-host'

type Host = Awaited<ReturnType<typeof fundsTestHost>>

let t: Host
beforeEach(async () => {
  t = await fundsTestHost()
})

const admin = () => t.as(t.userId('superadmin@example.com'))
const investor = () => t.as(t.userId('investor@example.com'))
const tables = () => t.host.db.table('portfolio-tables')

describe('portfolio-tables as staff edit them', () => {
  it('an update keeps order, is_default and is_visible (the update rules list them)', async () => {
    const table = tables().first((r) => !r.is_default)!
    const res = await (
      await admin()
    ).patch(`/api/portfolio-tables/${table.id}`, { order: 7, is_default: 1, is_visible: 0 })
    expect(res.status).toBe(200)
    expect(tables().find(table.id)).toMatchObject({ order: 7, is_default: 1, is_visible: 0 })
    // Only one default.
    expect(tables().where((r) => !!r.is_default)).toHaveLength(1)
  })

  it('refuses a table with no columns', async () => {
    const table = tables().first(() => true)!
    const res = await (await admin()).patch(`/api/portfolio-tables/${table.id}`, { columns: [] })
    expect(res.status).toBe(422)
  })

  it('leaves a hidden table out of what investors read', async () => {
    const hidden = tables().first(() => true)!
    await (await admin()).patch(`/api/portfolio-tables/${hidden.id}`, { is_visible: 0 })
    const page = await (await investor()).get<Page>('/api/portfolio-tables')
    expect(page.status).toBe(200)
    const ids = page.body.data.map((r) => r.id)
    expect(ids).not.toContain(hidden.id)
    expect(ids.length).toBe(tables().count() - 1)
  })
})
