import { beforeEach, describe, expect, it } from 'vitest'
import type { Row } from '../db/db'
import type { MockHost } from '../http/host'
import type { Router } from '../http/router'
import { checkedClient } from '../testing/checked-client'
import { seededHost } from '../testing/seeded-host'
import { DEMO_INVESTOR } from '../seed/people/users'
import { flagColumns } from '../../src/lib/settings/flag-names'
import type { EvidenceItem } from '../resources/groups/compliance-evidence'
import { WITHHELD_OPPORTUNITY_FIELDS } from '../resources/groups/promotion-exemptions'
import { investorRefusal, PROMOTION_REFUSAL } from './investments-eligibility'

type Errors = { message: string; errors: Record<string, string[]> }
type Page = { data: Row[] }

let host: MockHost
let router: Router
const users = () => host.db.table('users')
const userId = (email: string) => users().first((u) => u.email === email)!.id
const as = (email: string) => checkedClient(host, router, userId(email))
const investor = () => as('investor@example.com')
const setFlag = (on: boolean) =>
  host.db.table('branding').update(1, flagColumns({ financial_promotion_exceptions: on }))
const refusal = () => investorRefusal(host.db, users().find(DEMO_INVESTOR) as never, host.now())
const OPPORTUNITY = '/api/investment-opportunities?include=keyPoints,publicDocuments,industry'
const state = async (type = 'high_net_worth') =>
  (await investor()).post<{ data: Row }>('/api/user/promotion-exemption', { type, accepted: true })

beforeEach(async () => {
  ;({ host, router } = await seededHost())
})

describe('financial promotion exemptions: off', () => {
  it('refuses every route with the feature 403, and shows opportunities whole', async () => {
    const message = 'Financial promotion exemptions are not enabled on this platform.'
    const staff = await as('compliance@example.com')
    expect((await (await investor()).get('/api/promotion-exemptions')).body).toEqual({ message })
    expect(
      (await staff.put('/api/promotion-exemptions/restricted', { statement: 'x' })).status,
    ).toBe(403)
    expect((await state()).status).toBe(403)
    const page = (await (await investor()).get<Page>(OPPORTUNITY)).body.data
    expect(page[0].target_amount).toEqual(expect.any(Number))
    expect(refusal()).toBeNull()
  })
})

describe('financial promotion exemptions: on', () => {
  beforeEach(() => setFlag(true))

  it('lists the four exemptions with their prescribed wording, built on the category criteria', async () => {
    const { data } = (await (await investor()).get<{ data: Row[] }>('/api/promotion-exemptions'))
      .body
    expect(data.map((e) => e.key)).toEqual([
      'high_net_worth',
      'sophisticated',
      'self_certified_sophisticated',
      'restricted',
    ])
    expect(String(data[0].statement)).toContain('certified high net worth individual')
    expect(String(data[0].statement)).toContain('annual income of £100,000 or more')
  })

  it('withholds the details of every opportunity and refuses placements until a statement', async () => {
    const page = (await (await investor()).get<Page>(OPPORTUNITY)).body.data
    const first = page[0]
    for (const field of WITHHELD_OPPORTUNITY_FIELDS) expect(first).not.toHaveProperty(field)
    expect(first).toMatchObject({ name: expect.any(String), key_points: [], public_documents: [] })
    expect(first.industry).not.toBeNull()
    expect(refusal()).toEqual({ errors: { promotion_exemption: [PROMOTION_REFUSAL] } })
    // Staff are never asked.
    const staffPage = (await (await as('superadmin@example.com')).get<Page>(OPPORTUNITY)).body
    expect(staffPage.data[0].target_amount).toEqual(expect.any(Number))
  })

  it('lets no withheld column order or filter the list: the order would tell what it hides', async () => {
    const ids = async (query: string) =>
      (
        await (await investor()).get<Page>(`/api/investment-opportunities?per_page=100${query}`)
      ).body.data.map((o) => o.id)
    const plain = await ids('')
    // Staff see that these orders and filters change the list; the withheld investor does not.
    const staff = await as('superadmin@example.com')
    const staffIds = async (query: string) =>
      (await staff.get<Page>(`/api/investment-opportunities?per_page=100${query}`)).body.data.map(
        (o) => o.id,
      )
    expect(await staffIds('&sort=-target_amount')).not.toEqual(await staffIds(''))
    expect(await ids('&sort=-target_amount')).toEqual(plain)
    expect(await ids('&sort=close_date,-raised_amount')).toEqual(plain)
    expect(await ids('&filter[tax_relief]=EIS')).toEqual(plain)
    expect(await ids('&filter[closing_before]=2099-01-01')).toEqual([])
    await state()
    expect(await ids('&sort=-target_amount')).not.toEqual(plain)
  })

  it('records the statement, its wording and dates, as evidence; then shows the details', async () => {
    const res = await state()
    expect(res.status).toBe(201)
    const made = res.body.data
    expect(made).toMatchObject({ type: 'high_net_worth', expired: false })
    const year = (s: unknown) => Number(String(s).slice(0, 4))
    expect(year(made.expires_at)).toBe(year(made.stated_at) + 1)
    expect(String(made.expires_at).slice(4)).toBe(String(made.stated_at).slice(4))
    const me = users().find(DEMO_INVESTOR)!
    expect(me.promotion_exemption_statement).toBe(made.statement)
    const page = (await (await investor()).get<Page>(OPPORTUNITY)).body.data
    expect(page[0].target_amount).toEqual(expect.any(Number))
    expect(refusal()).toBeNull()
    const staff = await as('superadmin@example.com')
    const evidence = (
      await staff.get<{ data: EvidenceItem[] }>(`/api/users/${DEMO_INVESTOR}/compliance-evidence`)
    ).body.data.filter((e) => e.event === 'promotion_exemption_stated')
    expect(evidence).toHaveLength(1)
    expect(evidence[0].actor?.id).toBe(DEMO_INVESTOR)
    expect(evidence[0].details).toContainEqual({
      label: 'Statement agreed to',
      value: made.statement,
    })
  })

  it('asks again once a statement has lapsed (the seeded expired one)', async () => {
    const lapsed = users().first(
      (u) =>
        typeof u.promotion_exemption_expires_at === 'string' &&
        Date.parse(u.promotion_exemption_expires_at) < host.now().getTime(),
    )
    const current = users().first(
      (u) =>
        typeof u.promotion_exemption_expires_at === 'string' &&
        Date.parse(u.promotion_exemption_expires_at) > host.now().getTime(),
    )
    expect(lapsed && current).toBeTruthy()
    const refused = investorRefusal(host.db, lapsed as never, host.now())
    expect(refused).toMatchObject({ errors: { promotion_exemption: [PROMOTION_REFUSAL] } })
    expect(investorRefusal(host.db, current as never, host.now())).not.toMatchObject({
      errors: { promotion_exemption: expect.anything() },
    })
  })

  it('answers 422 in Laravel’s words, and 403 to staff making a statement', async () => {
    const res = await (
      await investor()
    ).post<Errors>('/api/user/promotion-exemption', {
      type: 'professional',
    })
    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual({
      type: ['The selected type is invalid.'],
      accepted: ['The accepted field must be accepted.'],
    })
    const staff = await as('superadmin@example.com')
    expect(
      (await staff.post('/api/user/promotion-exemption', { type: 'restricted', accepted: true }))
        .status,
    ).toBe(403)
  })

  it('lets compliance staff change a wording; statements made before keep theirs', async () => {
    await state('restricted')
    const before = users().find(DEMO_INVESTOR)!.promotion_exemption_statement
    const staff = await as('compliance@example.com')
    const res = await staff.put<{ data: Row }>('/api/promotion-exemptions/restricted', {
      statement: 'New restricted wording.',
    })
    expect(res.status).toBe(200)
    expect(res.body.data.statement).toBe('New restricted wording.')
    expect(users().find(DEMO_INVESTOR)!.promotion_exemption_statement).toBe(before)
    const empty = await staff.put<Errors>('/api/promotion-exemptions/restricted', { statement: '' })
    expect(empty.body.errors).toEqual({ statement: ['The statement field is required.'] })
    const investorPut = await (
      await investor()
    ).put('/api/promotion-exemptions/restricted', {
      statement: 'x',
    })
    expect(investorPut.status).toBe(403)
    // Staff whose role may not update compliance settings (SPEC §6) are refused too.
    const manager = await as('manager@example.com')
    const managerPut = await manager.put('/api/promotion-exemptions/restricted', { statement: 'x' })
    expect(managerPut.status).toBe(403)
  })
})
