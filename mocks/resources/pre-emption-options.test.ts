import { beforeAll, describe, expect, it } from 'vitest'
import type { Row } from '../db/db'
import type { MockHost } from '../http/host'
import type { Router } from '../http/router'
import { checkedClient } from '../testing/checked-client'
import { seededHost } from '../testing/seeded-host'

type Many = { data: Row[] }

let host: MockHost
let router: Router

beforeAll(async () => {
  ;({ host, router } = await seededHost())
  // The clock moves past a deadline days away: the session must outlive it.
  host.sessionLifetime = 60 * 24 * 30
})

describe('pre-emption offers awaiting an answer', () => {
  it('stop awaiting once their deadline has passed, though the stored status still says open', async () => {
    const offer = host.db
      .table('pre-emption-options')
      .first(
        (o) =>
          o.status === 'open' &&
          host.db.table('pre-emption-choices').first((c) => c.pre_emption_option_id === o.id) ===
            undefined,
      )!
    const holder = await checkedClient(host, router, Number(offer.user_id))
    const awaiting = async () =>
      (await holder.get<Many>('/api/pre-emption-options?filter[awaiting]=1')).body.data.map(
        (o) => o.id,
      )
    expect(await awaiting()).toContain(offer.id)

    const after = new Date(`${String(offer.deadline).slice(0, 10)}T12:00:00Z`)
    after.setUTCDate(after.getUTCDate() + 1)
    const clock = host.now
    host.now = () => after
    try {
      expect(await awaiting()).not.toContain(offer.id)
    } finally {
      host.now = clock
    }
  })
})
