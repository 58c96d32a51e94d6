import { beforeAll, describe, expect, it } from 'vitest'
import type { MockApi } from '../node'
import { seededMockApi } from '../testing/mock-api'
import { createTestClient, type TestClient } from '../testing/client'
import { registry } from '../resources'
import { tableOf } from '../engine/registry'
import { declaredActions } from '../engine/actions'
import { FLAG_SPELLINGS } from '../../src/lib/settings/flag-names'
import { FEATURE_LABELS, type FeatureName } from './features'

let api: MockApi
let staff: TestClient

beforeAll(async () => {
  api = await seededMockApi()
  staff = createTestClient(api.host, api.router)
  await staff.login('superadmin@example.com')
}, 60_000)

async function setFlag(feature: FeatureName, on: boolean) {
  const [snake, camel] = FLAG_SPELLINGS[feature]
  await api.host.db.table('branding').update(1, { [snake]: on ? 1 : 0, [camel]: on ? 1 : 0 })
}

/** The families each flag turns off, as their declarations say. */
const byFeature = (feature: FeatureName) => registry.all().filter((def) => def.feature === feature)

const notEnabled = expect.stringMatching(/not enabled on this platform\.$/)

describe('a feature that is off refuses writes on the host', () => {
  it('declares at least one family or route for every feature the Features page can turn off', () => {
    const gated = (feature: FeatureName) =>
      declaredActions().filter((action) => action.feature === feature)
    for (const feature of Object.keys(FEATURE_LABELS) as FeatureName[])
      expect(byFeature(feature).length + gated(feature).length, feature).toBeGreaterThan(0)
  })

  it.each(Object.keys(FEATURE_LABELS) as FeatureName[])(
    '%s: create, update and delete answer 403 while off, and go through again when on',
    async (feature) => {
      await setFlag(feature, false)
      try {
        for (const def of byFeature(feature)) {
          const row = api.host.db.table(tableOf(def)).all()[0]
          const answers = [await staff.post(`/api/${def.family}`, {})]
          if (row) {
            answers.push(await staff.patch(`/api/${def.family}/${row.id}`, {}))
            answers.push(await staff.delete(`/api/${def.family}/${row.id}`))
          }
          for (const res of answers) {
            expect(res.status, `${def.family}`).toBe(403)
            expect(res.body).toEqual({ message: notEnabled })
          }
          // Reading stays open: records made while it was on are still shown to staff.
          expect((await staff.get(`/api/${def.family}?per_page=1`)).status).toBe(200)
        }
      } finally {
        await setFlag(feature, true)
      }
      for (const def of byFeature(feature)) {
        const row = api.host.db.table(tableOf(def)).all()[0]
        if (row) expect((await staff.patch(`/api/${def.family}/${row.id}`, {})).status).toBe(200)
      }
    },
  )

  it('market soundings, maturity statuses and the cap table are refused with their feature off', async () => {
    const opp = api.host.db.table('investment-opportunities').all()[0]
    const fio = api.host.db.table('fund-investment-opportunities').all()[0]
    const sounding = api.host.db.table('market-soundings').all()[0]
    const cases: [FeatureName, () => Promise<{ status: number; body: unknown }>][] = [
      ['marketSounding', () => staff.post('/api/market-soundings/send', {})],
      ['marketSounding', () => staff.post(`/api/market-soundings/${sounding.id}/cleanse`, {})],
      [
        'funds',
        () => staff.post(`/api/fund-investment-opportunities/${fio.id}/maturity-statuses`, {}),
      ],
      ['capTable', () => staff.get(`/api/investment-opportunities/${opp.id}/cap-table`)],
    ]
    for (const [feature, call] of cases) {
      await setFlag(feature, false)
      try {
        const res = await call()
        expect(res.status).toBe(403)
        expect(res.body).toEqual({ message: notEnabled })
      } finally {
        await setFlag(feature, true)
      }
      expect((await call()).status).not.toBe(403)
    }
  })

  it('tax relief: the carry-back choice and the outstanding certificates are refused with the flag off', async () => {
    const holding = api.host.db.table('investments').first((i) => i.share_issue_id != null)!
    const calls = [
      () => staff.put(`/api/investments/${holding.id}/carry-back`, { carry_back: 1 }),
      () => staff.get('/api/tax-certificates/outstanding'),
    ]
    await setFlag('tax', false)
    try {
      for (const call of calls) {
        const res = await call()
        expect(res.status).toBe(403)
        expect(res.body).toEqual({ message: 'Tax relief is not enabled on this platform.' })
      }
    } finally {
      await setFlag('tax', true)
    }
    for (const call of calls) expect((await call()).status).toBe(200)
  })
})
