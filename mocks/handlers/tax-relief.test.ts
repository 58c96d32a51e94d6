import { beforeEach, describe, expect, it } from 'vitest'
import type { Row } from '../db/db'
import { CANNOT_CARRY_BACK, mayCarryBack } from '../resources/groups/tax-relief'
import {
  taxTestHost,
  TAX_OFF,
  type Errors,
  type One,
  type TaxTestHost,
} from '../resources/groups/tax-test-host'

let t: TaxTestHost
let me: number

beforeEach(async () => {
  t = await taxTestHost()
  me = t.userId('investor@example.com')
})

const carryBack = (id: number, value: unknown, as = t.investor()) =>
  as.then((c) => c.put<One & Errors>(`/api/investments/${id}/carry-back`, { carry_back: value }))

/** The demo investor's holding in a share issue with its date (one they may carry back). */
const issuedHolding = () =>
  t.investments.first((i) => i.user_id === me && !i.carry_back && mayCarryBack(t.db, i))!

describe('PUT /api/investments/{id}/carry-back', () => {
  it('stores the investor’s choice on their holding and answers the investment', async () => {
    const inv = issuedHolding()
    const on = await carryBack(inv.id, true)
    expect(on.status).toBe(200)
    expect(on.body.data).toMatchObject({ id: inv.id, carry_back: 1 })
    expect((await carryBack(inv.id, 0)).body.data.carry_back).toBe(0)
  })

  it('refuses a holding whose shares are not issued, or not under EIS or SEIS', async () => {
    const unissued = t.investments.first(
      (i) =>
        i.user_id === me &&
        (i.tax_option === 'SEIS' || i.tax_option === 'EIS') &&
        !i.share_issue_id,
    )!
    const other = t.investments.first((i) => i.user_id === me && i.tax_option === 'IHT')!
    for (const inv of [unissued, other]) {
      const res = await carryBack(inv.id, true)
      expect(res.status).toBe(422)
      expect(res.body.errors).toEqual({ carry_back: [CANNOT_CARRY_BACK] })
    }
    expect((await carryBack(issuedHolding().id, 'soon')).body.errors.carry_back).toEqual([
      'The carry back field must be true or false.',
    ])
  })

  it("refuses another investor's holding, and lets staff who may update the round choose", async () => {
    const theirs = t.investments.first((i) => i.user_id !== me && mayCarryBack(t.db, i))!
    expect((await carryBack(theirs.id, true)).status).toBe(403)
    const staff = await carryBack(theirs.id, true, t.staff())
    expect(staff.status).toBe(200)
    expect(staff.body.data.carry_back).toBe(1)
  })

  it('is refused with 403 while the tax flag is off', async () => {
    await t.setTax(false)
    const res = await carryBack(issuedHolding().id, true)
    expect(res.status).toBe(403)
    expect(res.body).toEqual({ message: TAX_OFF })
  })

  it('is not a plain investment update', async () => {
    const res = await (
      await t.staff()
    ).patch<Errors>(`/api/investments/${issuedHolding().id}`, { carry_back: 1 })
    expect(res.status).toBe(422)
    expect(res.body.errors.carry_back).toEqual(['The carry back field is prohibited.'])
  })
})

type Outstanding = { data: Row[] }

describe('GET /api/tax-certificates/outstanding', () => {
  const list = async (query = '') =>
    (await (await t.staff()).get<Outstanding>(`/api/tax-certificates/outstanding${query}`)).body
      .data

  it('lists every paid holding of an authorised issue without an issued certificate, oldest first', async () => {
    const rows = await list()
    const authorised = new Map(
      t
        .issues()
        .filter((s) => s.statement_status === 'authorised')
        .map((s) => [s.id, s]),
    )
    const issued = new Set(
      t.certificates.where((c) => c.status === 'issued').map((c) => c.investment_id),
    )
    const expected = t.investments
      .where(
        (i) =>
          (i.status === 'paid' || i.status === 'completed') &&
          authorised.has(Number(i.share_issue_id)) &&
          !issued.has(i.id),
      )
      .map((i) => i.id)
    expect(rows.map((r) => r.investment_id).sort()).toEqual(expected.sort())
    expect(rows.length).toBeGreaterThan(5)
    const dates = rows.map((r) => String(r.statement_authorised_at))
    expect(dates).toEqual([...dates].sort())
    const ages = rows.map((r) => Number(r.days_outstanding))
    expect(ages).toEqual([...ages].sort((a, b) => b - a))
  })

  it('says who is owed what, how long for, and whether one waits to be issued', async () => {
    const rows = await list()
    const mine = rows.filter((r) => r.user_id === me)
    expect(mine.map((r) => r.certificate_status).sort()).toEqual(['none', 'uploaded'])
    const row = mine.find((r) => r.certificate_status === 'none')!
    const inv = t.investments.find(Number(row.investment_id))!
    const issue = t.issues().find((s) => s.id === inv.share_issue_id)!
    const opp = t.db.table('investment-opportunities').find(inv.investment_opportunity_id)!
    expect(row).toMatchObject({
      investor_name: `${String(t.db.table('users').find(me)!.name)} ${String(t.db.table('users').find(me)!.surname)}`,
      investor_reference: 'INV-000004',
      investment_opportunity_id: opp.id,
      opportunity_name: opp.name,
      company_name: opp.company_name,
      share_issue_id: issue.id,
      scheme: issue.scheme,
      amount: inv.amount,
      statement_authorised_at: issue.statement_authorised_at,
      // The seed authorises this one 75 days before its day (2026-11-01).
      days_outstanding: 75,
    })
  })

  it('drops a holding once its certificate is issued, and filters by opportunity', async () => {
    const owed = (await list()).find((r) => r.certificate_status === 'none')!
    const made = await (
      await t.staff()
    ).post<One>('/api/tax-certificates', {
      investment_id: owed.investment_id,
      document_id: t.db.table('documents').all()[0].id,
      status: 'issued',
    })
    expect(made.status).toBe(201)
    expect((await list()).map((r) => r.investment_id)).not.toContain(owed.investment_id)
    const only = await list(`?filter[investment_opportunity_id]=${owed.investment_opportunity_id}`)
    expect(only.length).toBeGreaterThan(0)
    for (const r of only) expect(r.investment_opportunity_id).toBe(owed.investment_opportunity_id)
  })

  it('answers 400 for another filter, and 403 to investors and while the flag is off', async () => {
    const staff = await t.staff()
    expect((await staff.get('/api/tax-certificates/outstanding?filter[user_id]=4')).status).toBe(
      400,
    )
    expect((await (await t.investor()).get('/api/tax-certificates/outstanding')).status).toBe(403)
    await t.setTax(false)
    const off = await staff.get('/api/tax-certificates/outstanding')
    expect(off.status).toBe(403)
    expect(off.body).toEqual({ message: TAX_OFF })
  })
})
