import { beforeAll, describe, expect, it } from 'vitest'
import type { Row } from '../db/db'
import { BROADCAST_NOTIFICATION_EVENT, userChannel } from '../host/notify'
import { fundsTestHost, type One, type Page } from './groups/funds-test-host'
import { updateAudience } from './reports'

let t: Awaited<ReturnType<typeof fundsTestHost>>
const pushed: { channel: string; event: string; data: unknown }[] = []

beforeAll(async () => {
  t = await fundsTestHost()
  t.host.realtime = { publish: (channel, event, data) => pushed.push({ channel, event, data }) }
})

const notificationsOf = (userId: number) =>
  t.host.db
    .table('notifications')
    .where((n) => n.notifiable_id === userId)
    .map((n) => n.data as Record<string, unknown>)

describe('publishing an update report', () => {
  it('puts it in its audience’s news at once and notifies that audience only, live', async () => {
    const investorId = t.userId('investor@example.com')
    const otherId = t.userId('newinvestor@example.com')
    const held = t.host.db
      .table('investments')
      .first((i) => i.user_id === investorId && i.status !== 'cancelled') as Row
    const oppId = Number(held.investment_opportunity_id)
    const staff = await t.as(t.userId('superadmin@example.com'))
    const created = await staff.post<One>('/api/reports', {
      title: 'Quarter in review',
      type: 'update',
      status: 'draft',
      investment_opportunity_id: oppId,
      body: '<p>Numbers are up.</p>',
    })
    expect(created.status).toBe(201)
    const id = created.body.data.id
    const audience = updateAudience(t.host.db, created.body.data)
    expect(audience.has(investorId)).toBe(true)
    expect(audience.has(otherId)).toBe(false)

    const investor = await t.as(investorId)
    const newsBefore = await investor.get<Page>('/api/reports/news?per_page=100')
    expect(newsBefore.body.data.map((r) => r.id)).not.toContain(id)
    const notifiedBefore = t.host.db.table('notifications').all().length
    pushed.length = 0

    const published = await staff.patch<One>(`/api/reports/${id}`, {
      status: 'live',
      body: '<p>Numbers are up again.</p>',
    })
    expect(published.status).toBe(200)
    // A PATCH keeps every field it sends, not only the ones whose rules differ on update.
    expect(published.body.data).toMatchObject({ body: '<p>Numbers are up again.</p>' })
    expect(published.body.data.summary).toBeNull()

    const news = await investor.get<Page>('/api/reports/news')
    expect(news.body.data[0]).toMatchObject({ id, title: 'Quarter in review' })
    const outsider = await t.as(otherId)
    const theirs = await outsider.get<Page>('/api/reports/news?per_page=100')
    expect(theirs.body.data.map((r) => r.id)).not.toContain(id)

    expect(notificationsOf(investorId)).toContainEqual(
      expect.objectContaining({ icon: 'update_reports', cta: `/investor/news/reports/${id}` }),
    )
    expect(notificationsOf(otherId).some((n) => n.cta === `/investor/news/reports/${id}`)).toBe(
      false,
    )
    expect(t.host.db.table('notifications').all().length - notifiedBefore).toBe(audience.size)
    expect(pushed.map((p) => p.channel).sort()).toEqual(
      [...audience].map((u) => userChannel(u)).sort(),
    )
    expect(pushed.every((p) => p.event === BROADCAST_NOTIFICATION_EVENT)).toBe(true)

    // Saving it again while live tells nobody twice.
    pushed.length = 0
    await staff.patch(`/api/reports/${id}`, { title: 'Quarter in review (edited)' })
    expect(pushed).toHaveLength(0)
  })

  it('gives a public update every investor as its audience', () => {
    const investors = t.host.db.table('users').where((u) => u.role_id === 5).length
    expect(updateAudience(t.host.db, { id: 0, is_public: 1 } as Row).size).toBe(investors)
  })
})
