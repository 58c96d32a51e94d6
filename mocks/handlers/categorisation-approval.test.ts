import { beforeEach, describe, expect, it } from 'vitest'
import type { Row } from '../db/db'
import type { MockHost } from '../http/host'
import type { Router } from '../http/router'
import { checkedClient } from '../testing/checked-client'
import { seededHost } from '../testing/seeded-host'
import { DEMO_INVESTOR, DEMO_NEW_INVESTOR } from '../seed/people/users'
import { SEEDED_AWAITING, SEEDED_REJECTION_REASON } from '../seed/people/category-approvals'
import { flagColumns } from '../../src/lib/settings/flag-names'
import type { EvidenceItem } from '../resources/groups/compliance-evidence'
import { investorRefusal } from './investments-eligibility'

type One<T = Row> = { data: T }
type Errors = { message: string; errors: Record<string, string[]> }
interface Categorisation {
  approval_status: string | null
  decided_by_name: string | null
  decision_reason: string | null
}

let host: MockHost
let router: Router
const users = () => host.db.table('users')
const userId = (email: string) => users().first((u) => u.email === email)!.id
const as = (email: string) => checkedClient(host, router, userId(email))
const decide = (id: number) => `/api/users/${id}/categorisation/decision`
const approval = (on: boolean) =>
  host.db
    .table('branding')
    .update(1, flagColumns({ compliance_requires_categorisation_approval: on }))
const refusal = (id: number) => investorRefusal(host.db, users().find(id) as never, host.now())
const notices = (id: number) => host.db.table('notifications').where((n) => n.notifiable_id === id)
const evidence = async (id: number) =>
  (
    await (
      await as('superadmin@example.com')
    ).get<{ data: EvidenceItem[] }>(`/api/users/${id}/compliance-evidence`)
  ).body.data

/** The new investor confirms a category on their own row, as the portal does. */
async function confirmCategory(categoryId = 2) {
  return (await as('newinvestor@example.com')).patch<One>(`/api/users/${DEMO_NEW_INVESTOR}`, {
    investor_category_id: categoryId,
  })
}

beforeEach(async () => {
  ;({ host, router } = await seededHost())
})

describe('categorisation approval: the investor confirms', () => {
  it('with the flag off, records the category as before: nothing awaits staff', async () => {
    const res = await confirmCategory()
    expect(res.status).toBe(200)
    expect(res.body.data.category_approval_status ?? null).toBeNull()
    expect(refusal(DEMO_NEW_INVESTOR)).not.toMatchObject({
      errors: { investor_category_id: expect.anything() },
    })
  })

  it('with the flag on, awaits approval and does not count for investing (422)', async () => {
    await approval(true)
    const res = await confirmCategory()
    expect(res.body.data).toMatchObject({
      investor_category_id: 2,
      category_approval_status: 'awaiting',
      category_decided_by: null,
    })
    expect(refusal(DEMO_NEW_INVESTOR)).toMatchObject({
      errors: {
        investor_category_id: [
          'Your investor category is awaiting approval. You can invest once it is approved.',
        ],
      },
    })
    const confirmed = (await evidence(DEMO_NEW_INVESTOR)).find(
      (e) => e.event === 'category_confirmed',
    )!
    expect(confirmed.details).toContainEqual({
      label: 'Approval',
      value: 'Awaiting staff approval',
    })
  })

  it('lists the categorisations awaiting approval for staff (seeded, then the new one)', async () => {
    const list = async () =>
      (
        await (
          await as('compliance@example.com')
        ).get<{ data: Row[] }>(
          '/api/users?filter[category_approval_status]=awaiting&include=category',
        )
      ).body.data
    expect(await list()).toHaveLength(SEEDED_AWAITING)
    await approval(true)
    await confirmCategory()
    const rows = await list()
    expect(rows.map((r) => r.id)).toContain(DEMO_NEW_INVESTOR)
    expect(rows.every((r) => (r.category as Row | null)?.name)).toBe(true)
  })
})

describe('categorisation approval: staff decide', () => {
  it('403 while the flag is off, and for roles without investor_category update', async () => {
    const off = await (
      await as('superadmin@example.com')
    ).post<Errors>(decide(DEMO_NEW_INVESTOR), {
      decision: 'approve',
    })
    expect(off.status).toBe(403)
    expect(off.body.message).toBe('Categorisation approval is not enabled on this platform.')
    await approval(true)
    await confirmCategory()
    for (const email of ['adviser@example.com', 'newinvestor@example.com']) {
      const res = await (await as(email)).post(decide(DEMO_NEW_INVESTOR), { decision: 'approve' })
      expect(res.status, email).toBe(403)
    }
    expect(users().find(DEMO_NEW_INVESTOR)!.category_approval_status).toBe('awaiting')
  })

  it('422: a decision, a reason to reject, and only a categorisation awaiting approval', async () => {
    await approval(true)
    await confirmCategory()
    const staff = await as('compliance@example.com')
    const none = await staff.post<Errors>(decide(DEMO_NEW_INVESTOR), {})
    expect(none.status).toBe(422)
    expect(none.body.errors).toEqual({ decision: ['The decision field is required.'] })
    const bad = await staff.post<Errors>(decide(DEMO_NEW_INVESTOR), { decision: 'maybe' })
    expect(bad.body.errors).toEqual({ decision: ['The selected decision is invalid.'] })
    const noReason = await staff.post<Errors>(decide(DEMO_NEW_INVESTOR), { decision: 'reject' })
    expect(noReason.status).toBe(422)
    expect(noReason.body.errors).toEqual({
      reason: ['The reason field is required when decision is reject.'],
    })
    // investor@ holds a category set before approval was asked: nothing awaits a decision.
    const notAwaiting = await staff.post<Errors>(decide(DEMO_INVESTOR), { decision: 'approve' })
    expect(notAwaiting.status).toBe(422)
    expect(notAwaiting.body.errors).toEqual({
      decision: ['This investor category is not awaiting approval.'],
    })
  })

  it('approves: the category counts, the investor is notified, the evidence names who', async () => {
    await approval(true)
    await confirmCategory()
    const res = await (
      await as('compliance@example.com')
    ).post<One<Categorisation>>(decide(DEMO_NEW_INVESTOR), { decision: 'approve' })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      approval_status: 'approved',
      decided_by_name: 'Fiona Campbell',
      decision_reason: null,
    })
    expect(refusal(DEMO_NEW_INVESTOR)).not.toMatchObject({
      errors: { investor_category_id: expect.anything() },
    })
    const [notice] = notices(DEMO_NEW_INVESTOR).slice(-1)
    expect(notice.data).toMatchObject({
      message: 'Your investor category (High net worth investor) has been approved.',
      cta: '/investor/profile/investor-type',
      icon: 'investor_category_decision',
    })
    const item = (await evidence(DEMO_NEW_INVESTOR)).find((e) => e.event === 'category_approved')!
    expect(item).toMatchObject({
      description: 'Approved the High net worth investor categorisation',
      actor: { name: 'Fiona Campbell' },
      occurred_at: '2026-11-01T09:00:00.000000Z',
    })
    expect(item.details).toContainEqual({ label: 'Decision', value: 'Approved' })
    expect(item.details.some((d) => d.label === 'Statement 1')).toBe(true)
    // Decided once: a second decision is refused.
    const again = await (
      await as('compliance@example.com')
    ).post(decide(DEMO_NEW_INVESTOR), {
      decision: 'reject',
      reason: 'Changed my mind',
    })
    expect(again.status).toBe(422)
  })

  it('rejects with a reason the investor reads; choosing again awaits approval anew', async () => {
    await approval(true)
    await confirmCategory()
    const reason = 'Your stated income is below the threshold for this category.'
    const res = await (
      await as('compliance@example.com')
    ).post<One<Categorisation>>(decide(DEMO_NEW_INVESTOR), { decision: 'reject', reason })
    expect(res.body.data).toMatchObject({ approval_status: 'rejected', decision_reason: reason })
    const me = await (await as('newinvestor@example.com')).get<Row>('/api/user')
    expect(me.body).toMatchObject({
      category_approval_status: 'rejected',
      category_decision_reason: reason,
    })
    expect(refusal(DEMO_NEW_INVESTOR)).toMatchObject({
      errors: { investor_category_id: [expect.stringMatching(/was not approved/)] },
    })
    expect(notices(DEMO_NEW_INVESTOR).slice(-1)[0].data).toMatchObject({
      message: `Your investor category (High net worth investor) was not approved: ${reason} Please choose your category again.`,
    })
    const item = (await evidence(DEMO_NEW_INVESTOR)).find((e) => e.event === 'category_rejected')!
    expect(item.details).toContainEqual({ label: 'Reason', value: reason })
    expect((await confirmCategory(1)).body.data).toMatchObject({
      category_approval_status: 'awaiting',
      category_decision_reason: null,
    })
  })

  it('a staff change of the category (with its reason) is its approval', async () => {
    await approval(true)
    await confirmCategory()
    const res = await (
      await as('committee@example.com')
    ).put<One<Categorisation>>(`/api/users/${DEMO_NEW_INVESTOR}/categorisation`, {
      investor_category_id: 3,
      reason: 'Certificate seen.',
    })
    expect(res.body.data).toMatchObject({
      approval_status: 'approved',
      decision_reason: 'Certificate seen.',
    })
    expect(refusal(DEMO_NEW_INVESTOR)).not.toMatchObject({
      errors: { investor_category_id: expect.anything() },
    })
  })

  it('seeds one rejected categorisation with its reason and evidence', async () => {
    const rejected = users().where((u) => u.category_approval_status === 'rejected')
    expect(rejected).toHaveLength(1)
    expect(rejected[0].category_decision_reason).toBe(SEEDED_REJECTION_REASON)
    expect((await evidence(rejected[0].id)).map((e) => e.event)).toContain('category_rejected')
  })
})
