import { beforeAll, describe, expect, it } from 'vitest'
import type { Row } from '../db/db'
import type { MockHost } from '../http/host'
import type { Router } from '../http/router'
import { checkedClient } from '../testing/checked-client'
import { seededHost } from '../testing/seeded-host'
import { placementBody } from '../testing/placement'

type One = { data: Row }
type Errors = { errors: Record<string, string[]> }

/** The portal's placement extras: bank details to pay into, intent terms, pre-emption take-up. */
let host: MockHost
let router: Router
let me: number
const table = (name: string) => host.db.table(name)
let client: Awaited<ReturnType<typeof checkedClient>>
const investor = () => client

beforeAll(async () => {
  ;({ host, router } = await seededHost())
  me = table('users').first((u) => u.email === 'investor@example.com')!.id
  client = await checkedClient(host, router, me)
})

/** A live opportunity the demo investor has no investment in, with its active intent terms. */
function freshWithTerms() {
  const opp = table('investment-opportunities').first(
    (o) =>
      o.status === 2 &&
      !table('investments').first((i) => i.user_id === me && i.investment_opportunity_id === o.id),
  )!
  const terms = table('intent-terms').first(
    (t) => t.investment_opportunity_id === opp.id && t.is_active === 1,
  )!
  return { opp, terms }
}

describe('placing an investment: what the investor pays into and accepts', () => {
  it('gives live opportunities a client account to pay into (a valid IBAN), drafts none', async () => {
    const { opp } = freshWithTerms()
    const res = await investor().get<One>(`/api/investment-opportunities/${opp.id}`)
    expect(res.body.data).toMatchObject({
      payee: 'Northgate Ventures Nominees Ltd',
      bank_sort_code: '20-45-77',
      bank_swift: 'BUKBGB22',
    })
    const iban = String(res.body.data.bank_iban)
    const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) =>
      String(c.charCodeAt(0) - 55),
    )
    expect([...digits].reduce((r, d) => (r * 10 + Number(d)) % 97, 0)).toBe(1)
    const draft = table('investment-opportunities').first((o) => o.stage === 1)!
    expect(draft.bank_account_number).toBeNull()
  })

  it('records the accepted intent terms with the amount, and refuses another opportunity’s', async () => {
    const { opp, terms } = freshWithTerms()
    const other = table('intent-terms').first(
      (t) => t.investment_opportunity_id !== opp.id && t.is_active === 1,
    )!
    const amount = Number(opp.minimum_investment)
    const wrong = await investor().post<Errors>('/api/investments', {
      investment_opportunity_id: opp.id,
      amount,
      intent_term_id: other.id,
    })
    expect(wrong.status).toBe(422)
    expect(wrong.body.errors.intent_term_id).toEqual(['The selected intent term id is invalid.'])

    const made = await investor().post<One>('/api/investments', {
      investment_opportunity_id: opp.id,
      amount,
      intent_term_id: terms.id,
    })
    expect(made.status).toBe(201)
    expect(made.body.data).not.toHaveProperty('intent_term_id')
    expect(
      table('intents').first((i) => i.user_id === me && i.intent_term_id === terms.id),
    ).toMatchObject({ investment_opportunity_id: opp.id, amount })
  })

  it('asks an investor for the intent terms while the terms feature is on, not staff', async () => {
    const { opp } = freshWithTerms()
    const amount = Number(opp.minimum_investment)
    const unaccepted = await investor().post<Errors>('/api/investments', {
      investment_opportunity_id: opp.id,
      amount,
    })
    expect(unaccepted.status).toBe(422)
    expect(unaccepted.body.errors).toEqual({
      intent_term_id: ['The intent term id field is required.'],
    })
    const staff = await checkedClient(host, router, 1)
    const manual = await staff.post<One>('/api/investments/manual', {
      investment_opportunity_id: opp.id,
      user_id: me,
      amount,
    })
    expect(manual.status).toBe(201)
    await table('investments').delete(Number(manual.body.data.id))

    const settings = table('branding').find(1)!
    const was = {
      investment_terms_enabled: settings.investment_terms_enabled,
      enableTermsConditions: settings.enableTermsConditions,
    }
    await table('branding').update(1, { investment_terms_enabled: 0, enableTermsConditions: 0 })
    try {
      const off = await investor().post<One>('/api/investments', {
        investment_opportunity_id: opp.id,
        amount,
      })
      expect(off.status).toBe(201)
      await table('investments').delete(Number(off.body.data.id))
    } finally {
      await table('branding').update(1, was)
    }
  })

  it('lets a holder take up exactly their entitlement and marks the option exercised', async () => {
    const option = table('pre-emption-options').first(
      (o) =>
        o.user_id === me &&
        o.status === 'open' &&
        !table('pre-emption-choices').first((c) => c.pre_emption_option_id === o.id),
    )!
    const opp = table('investment-opportunities').find(Number(option.investment_opportunity_id))!
    const entitlement = Number(option.entitlement_amount)
    // The entitlement is pro rata, to the penny: not a multiple of the increment.
    expect(entitlement % Number(opp.investment_increment)).not.toBe(0)
    const off = await investor().post<Errors>('/api/investments/subsequent', {
      investment_opportunity_id: opp.id,
      amount: entitlement + 1,
    })
    expect(off.body.errors.amount?.[0]).toMatch(/multiple of/)

    const answer = await investor().post('/api/pre-emption-choices', {
      pre_emption_option_id: option.id,
      choice: 2,
      amount: entitlement,
    })
    expect(answer.status).toBe(201)
    const made = await investor().post<One>(
      '/api/investments/subsequent',
      placementBody(host.db, opp, entitlement),
    )
    expect(made.status).toBe(201)
    expect(made.body.data).toMatchObject({ amount: entitlement, is_subsequent: 1 })
    expect(table('pre-emption-options').find(option.id)!.status).toBe('exercised')
  })

  it('no longer waives the increment for an entitlement whose deadline has passed', async () => {
    const option = table('pre-emption-options').first(
      (o) => o.user_id === me && o.status === 'open',
    )!
    const opp = table('investment-opportunities').find(Number(option.investment_opportunity_id))!
    await table('pre-emption-options').update(option.id, { deadline: '2020-01-31' })
    const late = await investor().post<Errors>('/api/investments/subsequent', {
      investment_opportunity_id: opp.id,
      amount: Number(option.entitlement_amount),
    })
    expect(late.status).toBe(422)
    expect(late.body.errors.amount?.[0]).toMatch(/multiple of/)
    expect(table('pre-emption-options').find(option.id)!.status).toBe('open')
  })
})
