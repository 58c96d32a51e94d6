import { beforeEach, describe, expect, it } from 'vitest'
import type { Row } from '../db/db'
import type { Router } from '../http/router'
import type { MockHost } from '../http/host'
import { checkedClient } from '../testing/checked-client'
import { DEMO_INVESTOR, DEMO_NEW_INVESTOR } from '../seed/people/users'
import { seededHost } from '../testing/seeded-host'

type One<T = Row> = { data: T }
type Errors = { message: string; errors: Record<string, string[]> }
interface Categorisation {
  investor_category_id: number | null
  category_confirmed_at: string | null
  categories: Row[]
  changes: { reason: string; from_category_name: string | null; to_category_name: string | null }[]
}
interface Question {
  key: string
  type: string
  value: string | null
}

let host: MockHost
let router: Router
const userId = (email: string) => host.db.table('users').first((u) => u.email === email)!.id
const as = (email: string) => checkedClient(host, router, userId(email))
const categoryId = (key: string) => host.db.table('categories').first((c) => c.key === key)!.id

beforeEach(async () => {
  ;({ host, router } = await seededHost())
})

describe('investor categorisation (staff)', () => {
  it('shows the category held and the enabled categories to staff who may see investors', async () => {
    const res = await (
      await as('compliance@example.com')
    ).get<One<Categorisation>>(`/api/users/${DEMO_INVESTOR}/categorisation`)
    expect(res.status).toBe(200)
    expect(res.body.data.investor_category_id).toBe(2)
    expect(res.body.data.category_confirmed_at).not.toBeNull()
    expect(res.body.data.categories.length).toBeGreaterThan(1)
    expect(res.body.data.changes).toEqual([])
  })

  it('changes the category with a reason, stamps the confirmation and logs the change', async () => {
    const client = await as('committee@example.com')
    const sophisticated = categoryId('sophisticated')
    const res = await client.put<One<Categorisation>>(
      `/api/users/${DEMO_NEW_INVESTOR}/categorisation`,
      { investor_category_id: sophisticated, reason: 'Certificate from their accountant seen.' },
    )
    expect(res.status).toBe(200)
    const row = host.db.table('users').find(DEMO_NEW_INVESTOR)!
    // What the portal gates investing on: a category with a confirmation date.
    expect(row.investor_category_id).toBe(sophisticated)
    expect(row.category_confirmed_at).toBe('2026-11-01T09:00:00.000000Z')
    expect(res.body.data.changes[0]).toMatchObject({
      from_category_name: null,
      reason: 'Certificate from their accountant seen.',
    })
    const removed = await client.put<One<Categorisation>>(
      `/api/users/${DEMO_NEW_INVESTOR}/categorisation`,
      { investor_category_id: null, reason: 'Certificate expired.' },
    )
    expect(removed.body.data.category_confirmed_at).toBeNull()
    expect(removed.body.data.changes.map((c) => c.reason)).toEqual([
      'Certificate expired.',
      'Certificate from their accountant seen.',
    ])
  })

  it('requires a reason and an existing category (422)', async () => {
    const res = await (
      await as('superadmin@example.com')
    ).put<Errors>(`/api/users/${DEMO_INVESTOR}/categorisation`, {
      investor_category_id: 999,
      reason: '',
    })
    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual({
      investor_category_id: ['The selected investor category id is invalid.'],
      reason: ['The reason field is required.'],
    })
  })

  it('refuses roles without investor_category update, investors, and staff accounts', async () => {
    const body = { investor_category_id: 1, reason: 'x' }
    const adviser = await (
      await as('adviser@example.com')
    ).put(`/api/users/${DEMO_INVESTOR}/categorisation`, body)
    expect(adviser.status).toBe(403)
    const investor = await (
      await as('investor@example.com')
    ).get(`/api/users/${DEMO_INVESTOR}/categorisation`)
    expect(investor.status).toBe(403)
    const staff = await (await as('superadmin@example.com')).get(`/api/users/1/categorisation`)
    expect(staff.status).toBe(404)
  })

  it('categorises a contact the same way', async () => {
    const contact = host.db.table('contacts').all()[0]
    const res = await (
      await as('fundmanager@example.com')
    ).put<One<Categorisation>>(`/api/contacts/${contact.id}/categorisation`, {
      investor_category_id: categoryId('restricted'),
      reason: 'Told us on the phone.',
    })
    expect(res.status).toBe(200)
    expect(host.db.table('contacts').find(contact.id)!.investor_category_id).toBe(
      categoryId('restricted'),
    )
  })
})

describe('investor questionnaires', () => {
  const path = (form: string, id = DEMO_INVESTOR) => `/api/users/${id}/questionnaires/${form}`

  it("answers each form's questions with the investor's answers", async () => {
    const client = await as('compliance@example.com')
    const risk = await client.get<One<{ questions: Question[] }>>(path('risk_profile'))
    expect(risk.status).toBe(200)
    expect(risk.body.data.questions.find((q) => q.key === 'risk_appetite')?.value).toBe(
      'Adventurous',
    )
    const fresh = await client.get<One<{ questions: Question[] }>>(
      path('fact_find', DEMO_NEW_INVESTOR),
    )
    expect(fresh.body.data.questions.length).toBeGreaterThan(0)
    expect(fresh.body.data.questions.every((q) => q.value === null)).toBe(true)
    expect((await client.get(path('nonsense'))).status).toBe(404)
  })

  it('saves answers by type and reports each invalid one by key (422)', async () => {
    const client = await as('adviser@example.com')
    const bad = await client.put<Errors>(path('fact_find', DEMO_NEW_INVESTOR), {
      answers: { ff_annual_income: 'lots', ff_objective: 'Fame', ff_emergency_fund: '1' },
    })
    expect(bad.status).toBe(422)
    expect(bad.body.errors).toEqual({
      'answers.ff_annual_income': ['The Annual gross income (£) field must be a number.'],
      'answers.ff_objective': ['The selected Main investment objective is invalid.'],
    })
    const ok = await client.put<One<{ questions: Question[] }>>(
      path('fact_find', DEMO_NEW_INVESTOR),
      { answers: { ff_annual_income: '52000', ff_objective: 'Income', ff_emergency_fund: true } },
    )
    expect(ok.status).toBe(200)
    const byKey = Object.fromEntries(ok.body.data.questions.map((q) => [q.key, q.value]))
    expect(byKey).toMatchObject({
      ff_annual_income: '52000',
      ff_objective: 'Income',
      ff_emergency_fund: '1',
      ff_net_assets: null,
    })
  })

  it('requires the required questions, and lets only roles that update investors save', async () => {
    const missing = await (
      await as('superadmin@example.com')
    ).put<Errors>(path('investor_consent', DEMO_NEW_INVESTOR), { answers: {} })
    expect(missing.status).toBe(422)
    expect(missing.body.errors['answers.consent_electronic']).toEqual([
      'The Consents to documents by email field is required.',
    ])
    const readOnly = await (
      await as('compliance@example.com')
    ).put(path('fact_find'), {
      answers: {},
    })
    expect(readOnly.status).toBe(403)
  })
})

describe('onboarding document review', () => {
  it('requires a reason to reject', async () => {
    const doc = host.db.table('onboarding-documents').first((d) => d.status === 'uploaded')!
    const client = await as('superadmin@example.com')
    const res = await client.patch<Errors>(`/api/onboarding-documents/${doc.id}`, {
      status: 'rejected',
    })
    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual({
      rejection_reason: ['The rejection reason field is required when status is rejected.'],
    })
    const ok = await client.patch(`/api/onboarding-documents/${doc.id}`, {
      status: 'rejected',
      rejection_reason: 'The scan is unreadable.',
    })
    expect(ok.status).toBe(200)
  })
})
