import { beforeEach, describe, expect, it } from 'vitest'
import { seedForTests } from '../testing/seed-snapshot'
import { Database, type Row } from '../db/db'
import type { MockHost } from '../http/host'
import { startSession } from '../http/session'
import { checkedClient } from '../testing/checked-client'
import { createTestClient } from '../testing/client'
import { createRouter } from '.'

type Errors = { errors: Record<string, string[]>; message: string }

const router = createRouter()
let host: MockHost
const table = (name: string) => host.db.table(name)
const userId = (email: string) => table('users').first((u) => u.email === email)!.id
const as = (email: string) => checkedClient(host, router, userId(email))
const attr = (key: string) => table('attributes').first((a) => a.key === key)!
const asRaw = async (email: string) => {
  const client = createTestClient(host, router)
  client.useSession(await startSession(host, userId(email)))
  return client
}

beforeEach(async () => {
  host = {
    db: new Database(),
    realtime: { publish: () => {} },
    pusher: { key: 'k', secret: 's' },
    now: () => new Date('2026-11-01T09:00:00.000Z'),
    reset: async () => {},
  }
  await seedForTests(host.db)
})

describe('attributes: lock and delete rules', () => {
  it('lets Support lock and change a locked attribute; others get 422 on is_locked and 403', async () => {
    const open = attr('introducer')
    const locked = attr('source_of_wealth')
    const admin = await as('superadmin@example.com')
    const lock = await admin.patch<Errors>(`/api/attributes/${open.id}`, { is_locked: 1 })
    expect(lock.status).toBe(422)
    expect(lock.body.errors.is_locked).toEqual([
      'Only Support may lock or unlock a custom attribute.',
    ])
    expect((await admin.patch(`/api/attributes/${locked.id}`, { name: 'Wealth' })).status).toBe(403)
    expect((await admin.patch(`/api/attributes/${open.id}`, { name: 'Introducer' })).status).toBe(
      200,
    )
    const created = await admin.post<Errors>('/api/attributes', {
      name: 'Tier',
      key: 'tier',
      type: 'text',
      entity: 'investor',
      is_locked: 1,
    })
    expect(created.status).toBe(422)

    const support = await as('support@example.com')
    expect((await support.patch(`/api/attributes/${open.id}`, { is_locked: 1 })).status).toBe(200)
    expect((await support.patch(`/api/attributes/${locked.id}`, { name: 'Wealth' })).status).toBe(
      200,
    )
    expect(table('attributes').find(open.id)!.is_locked).toBe(1)
  })

  it('refuses to delete a locked attribute or one records hold values for, with a message', async () => {
    const client = await asRaw('superadmin@example.com')
    const locked = attr('source_of_wealth')
    const refusedLocked = await client.delete<{ message: string }>(`/api/attributes/${locked.id}`)
    expect(refusedLocked.status).toBe(409)
    expect(refusedLocked.body.message).toBe(
      'Source of wealth is locked: it must be unlocked before it can be deleted.',
    )

    const held = attr('introducer')
    await table('attribute-values').insert({
      attribute_id: held.id,
      attributable_type: 'users',
      attributable_id: userId('investor@example.com'),
      value: 'A friend',
    })
    const count = table('attribute-values').where((v) => v.attribute_id === held.id).length
    const refusedHeld = await client.delete<{ message: string }>(`/api/attributes/${held.id}`)
    expect(refusedHeld.status).toBe(409)
    expect(refusedHeld.body.message).toBe(
      `Introduced by cannot be deleted: ${count === 1 ? '1 record holds' : `${count} records hold`} a value for it.`,
    )

    const admin = await as('superadmin@example.com')
    const fresh = await admin.post<{ data: Row }>('/api/attributes', {
      name: 'Tier',
      key: 'tier',
      type: 'text',
      entity: 'investor',
    })
    expect((await client.delete(`/api/attributes/${fresh.body.data.id}`)).status).toBe(204)
  })
})

describe('PUT /api/attribute-values', () => {
  const investor = () => table('users').first((u) => u.email === 'investor@example.com')!

  it("writes a record's values (created or updated) and answers all it holds", async () => {
    const admin = await as('superadmin@example.com')
    const id = investor().id
    const body = {
      attributable_type: 'users',
      attributable_id: id,
      values: {
        [attr('source_of_wealth').id]: 'Inheritance',
        [attr('investable_assets').id]: '250000',
        [attr('eis_experience').id]: true,
        [attr('last_review_date').id]: '',
      },
    }
    const res = await admin.put<{ data: Row[] }>('/api/attribute-values', body)
    expect(res.status).toBe(200)
    const value = (key: string) =>
      table('attribute-values').first(
        (v) =>
          v.attribute_id === attr(key).id &&
          v.attributable_type === 'users' &&
          v.attributable_id === id,
      )?.value
    expect(value('source_of_wealth')).toBe('Inheritance')
    expect(value('investable_assets')).toBe('250000')
    expect(value('eis_experience')).toBe('1')
    expect(value('last_review_date')).toBeNull()
    expect(res.body.data.every((v) => v.attributable_id === id)).toBe(true)

    await admin.put('/api/attribute-values', {
      ...body,
      values: { [attr('source_of_wealth').id]: 'Property' },
    })
    expect(value('source_of_wealth')).toBe('Property')
    expect(
      table('attribute-values').where(
        (v) => v.attribute_id === attr('source_of_wealth').id && v.attributable_id === id,
      ),
    ).toHaveLength(1)
  })

  it('answers 422 per attribute and writes nothing', async () => {
    const admin = await as('superadmin@example.com')
    const before = table('attribute-values').all().length
    const res = await admin.put<Errors>('/api/attribute-values', {
      attributable_type: 'users',
      attributable_id: investor().id,
      values: {
        [attr('source_of_wealth').id]: '',
        [attr('investable_assets').id]: 'lots',
        [attr('annual_income_band').id]: 'Billions',
        [attr('esg_score').id]: '3',
      },
    })
    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual({
      [`values.${attr('source_of_wealth').id}`]: ['The Source of wealth field is required.'],
      [`values.${attr('investable_assets').id}`]: [
        'The Investable assets (£) field must be a number.',
      ],
      [`values.${attr('annual_income_band').id}`]: ['The selected Annual income band is invalid.'],
      [`values.${attr('esg_score').id}`]: [
        `The selected values.${attr('esg_score').id} is invalid.`,
      ],
    })
    expect(table('attribute-values').all()).toHaveLength(before)
  })

  it('refuses investors (403) and answers 404 for a record that does not exist', async () => {
    const me = await as('investor@example.com')
    const body = { attributable_type: 'users', attributable_id: investor().id, values: {} }
    expect((await me.put('/api/attribute-values', body)).status).toBe(403)
    const admin = await as('superadmin@example.com')
    expect(
      (await admin.put('/api/attribute-values', { ...body, attributable_id: 999999 })).status,
    ).toBe(404)
  })
})
