import { beforeAll, describe, expect, it } from 'vitest'
import { timestamp, type Row } from '../db/db'
import type { MockHost } from '../http/host'
import type { Router } from '../http/router'
import { checkedClient } from '../testing/checked-client'
import { SEEDED_NOW, seededHost } from '../testing/seeded-host'
import { FLAG_SPELLINGS, type FlagName } from '../../src/lib/settings/flag-names'
import { placementBody } from '../testing/placement'

/**
 * Issue 28: the host rules behind the Features sentences that mocks/host/features.test.ts and
 * mocks/handlers/investments-eligibility.test.ts do not switch both ways (see
 * src/admin/settings/account-features/test/flag-effects-table.ts for the whole table).
 */
let host: MockHost
let router: Router
const table = (name: string) => host.db.table(name)
const INVESTOR = 'investor@example.com'
type Refused = { errors?: Record<string, string[]> }

beforeAll(async () => {
  ;({ host, router } = await seededHost())
}, 60_000)

/** Sets a flag in one spelling, as a stock host's row may carry only that one. */
async function setFlag(flag: FlagName, on: boolean, spelling: 0 | 1) {
  const spellings = FLAG_SPELLINGS[flag]
  const row = table('branding').find(1)!
  const cleared = Object.fromEntries(spellings.map((s) => [s, null]))
  await table('branding').update(Number(row.id), { ...cleared, [spellings[spelling]]: on ? 1 : 0 })
}

/** With `user` patched as given, what placing the minimum in a fresh opportunity answers. */
async function place(user: Row) {
  const me = Number(user.id)
  const opp = table('investment-opportunities').first(
    (o) =>
      o.status === 2 &&
      !table('investments').first((i) => i.user_id === me && i.investment_opportunity_id === o.id),
  )!
  const client = await checkedClient(host, router, me)
  const res = await client.post<Refused & { data?: Row }>(
    '/api/investments',
    placementBody(host.db, opp, Number(opp.minimum_investment)),
  )
  if (res.body.data) await table('investments').delete(Number(res.body.data.id))
  return res
}

async function patchInvestor(values: Record<string, unknown>) {
  const user = table('users').first((u) => u.email === INVESTOR)!
  const before = Object.fromEntries(Object.keys(values).map((k) => [k, user[k]]))
  await table('users').update(Number(user.id), values)
  return {
    user: table('users').find(Number(user.id))!,
    undo: () => table('users').update(Number(user.id), before),
  }
}

describe('each flag changes what the host enforces, as its Features sentence says', () => {
  it('investorCategorisationPopups: an investor invests only with a confirmed category while on', async () => {
    await setFlag('complianceRequiresCategorisationApproval', false, 0)
    const { user, undo } = await patchInvestor({ category_confirmed_at: null })
    try {
      await setFlag('investorCategorisationPopups', true, 0)
      const on = await place(user)
      expect(on.status).toBe(422)
      expect(on.body.errors).toEqual({
        investor_category_id: ['You must confirm your investor category before you invest.'],
      })
      await setFlag('investorCategorisationPopups', false, 1)
      expect((await place(user)).status).toBe(201)
    } finally {
      await undo()
    }
  })

  it('riskWarning: the appropriateness test has no attempt limit while on', async () => {
    const failedAt = timestamp(new Date(Date.parse(SEEDED_NOW) - 48 * 3_600_000))
    const { user, undo } = await patchInvestor({
      compliance_passed: 0,
      compliance_tries: 3,
      compliance_failed_at: failedAt,
    })
    try {
      await setFlag('complianceTest', true, 0)
      await setFlag('riskWarning', false, 0)
      expect((await place(user)).body.errors?.appropriateness_test).toEqual([
        'You have used all your attempts at the appropriateness test.',
      ])
      await setFlag('riskWarning', true, 1)
      expect((await place(user)).body.errors?.appropriateness_test).toEqual([
        'You must pass the appropriateness test before you invest.',
      ])
    } finally {
      await undo()
    }
  })

  it('hideBankDetailsAdmin: staff neither read nor write a nominee’s bank account while on', async () => {
    const staff = table('users').first((u) => u.email === 'superadmin@example.com')!
    const nominee = table('nominees').first(() => true)!
    const client = await checkedClient(host, router, Number(staff.id))
    const read = async () =>
      (await client.get<{ data: Row }>(`/api/nominees/${String(nominee.id)}`)).body.data
    try {
      await setFlag('hideBankDetailsAdmin', true, 1)
      expect(Object.keys(await read())).not.toContain('sort_code')
      const refused = await client.put<Refused>(`/api/nominees/${String(nominee.id)}`, {
        name: nominee.name,
        sort_code: '12-34-56',
      })
      expect(refused.status).toBe(422)
      expect(refused.body.errors).toEqual({ sort_code: ['The sort code field is prohibited.'] })
      await setFlag('hideBankDetailsAdmin', false, 0)
      expect((await read()).sort_code).toBe(nominee.sort_code)
    } finally {
      await setFlag('hideBankDetailsAdmin', false, 0)
    }
  })
})
