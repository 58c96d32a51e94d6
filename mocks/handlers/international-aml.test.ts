import { beforeEach, describe, expect, it } from 'vitest'
import type { Row } from '../db/db'
import type { MockHost } from '../http/host'
import type { Router } from '../http/router'
import { checkedClient } from '../testing/checked-client'
import { seededHost } from '../testing/seeded-host'
import { DEMO_INVESTOR } from '../seed/people/users'
import { flagColumns } from '../../src/lib/settings/flag-names'
import type { EvidenceItem } from '../resources/groups/compliance-evidence'
import type { AmlCheck } from '../resources/groups/aml'
import { investorRefusal } from './investments-eligibility'
import { DOCUMENTS_OUTSTANDING, NOT_REQUIRED } from './international-aml'

type One<T = Row> = { data: T }
type Errors = { message: string; errors: Record<string, string[]> }

let host: MockHost
let router: Router
const users = () => host.db.table('users')
const byCountry = (country: string) => users().first((u) => u.country === country)!
const as = (id: number) => checkedClient(host, router, id)
const staffId = (email: string) => users().first((u) => u.email === email)!.id
const check = (id: number) => `/api/users/${id}/international-aml`
const flag = (on: boolean) =>
  host.db.table('branding').update(1, flagColumns({ ca_use_intl_check: on }))
const refusal = (id: number) => investorRefusal(host.db, users().find(id) as never, host.now())
const evidence = async (id: number) =>
  (
    await (
      await as(staffId('superadmin@example.com'))
    ).get<{ data: EvidenceItem[] }>(`/api/users/${id}/compliance-evidence`)
  ).body.data

/** A file the investor uploaded to their own record, as POST /api/documents leaves it. */
const ownFile = async (userId: number) =>
  (
    await host.db.table('documents').insert({
      name: 'Bank statement',
      file_name: 'statement.pdf',
      url: '/storage/documents/0/statement.pdf',
      mime_type: 'application/pdf',
      size: 1000,
      visibility: 'public',
      category: 'kyc',
      documentable_type: 'users',
      documentable_id: userId,
      uploaded_by: userId,
    })
  ).id

beforeEach(async () => {
  ;({ host, router } = await seededHost())
})

describe('international AML: the flag off', () => {
  it('treats a non-UK investor as a UK one: no check, no refusal, the routes answer 403', async () => {
    const abroad = byCountry('FR')
    expect(refusal(abroad.id)).toBeNull()
    const investor = await as(abroad.id)
    const res = await investor.get<{ message: string }>(check(abroad.id))
    expect(res.status).toBe(403)
    expect(res.body.message).toBe('International AML is not enabled on this platform.')
    const staff = await as(staffId('compliance@example.com'))
    const decided = await staff.post(`${check(abroad.id)}/decision`, { decision: 'pass' })
    expect(decided.status).toBe(403)
  })
})

describe('international AML: the flag on', () => {
  beforeEach(() => flag(true))

  it('asks a non-UK investor for the documents and refuses investing with 422', async () => {
    const abroad = byCountry('FR')
    const res = await (await as(abroad.id)).get<One<AmlCheck>>(check(abroad.id))
    expect(res.body.data).toMatchObject({ required: true, status: 'documents_outstanding' })
    expect(res.body.data.documents.map((d) => [d.kind, d.status])).toEqual([
      ['proof_of_address', 'uploaded'],
      ['source_of_funds', 'required'],
    ])
    expect(refusal(abroad.id)).toEqual({
      errors: {
        international_aml: [
          'You must pass our international check before you invest. Upload the documents it asks for; we will review them.',
        ],
      },
    })
  })

  it('leaves UK investors untouched', async () => {
    const res = await (await as(DEMO_INVESTOR)).get<One<AmlCheck>>(check(DEMO_INVESTOR))
    expect(res.body.data).toMatchObject({ required: false, status: 'not_required' })
    expect(refusal(DEMO_INVESTOR)).toBeNull()
    const sent = await (
      await as(DEMO_INVESTOR)
    ).post<Errors>(`${check(DEMO_INVESTOR)}/documents`, {
      kind: 'source_of_funds',
      document_id: await ownFile(DEMO_INVESTOR),
    })
    expect(sent.status).toBe(422)
    expect(sent.body.errors.kind).toEqual([NOT_REQUIRED])
  })

  it('takes the last document, puts the check in review, and records it', async () => {
    const abroad = byCountry('FR')
    const investor = await as(abroad.id)
    const early = await (
      await as(staffId('compliance@example.com'))
    ).post<Errors>(`${check(abroad.id)}/decision`, { decision: 'pass' })
    expect(early.body.errors.decision).toEqual([DOCUMENTS_OUTSTANDING])
    const other = await investor.post<Errors>(`${check(abroad.id)}/documents`, {
      kind: 'source_of_funds',
      document_id: await ownFile(DEMO_INVESTOR),
    })
    expect(other.body.errors.document_id).toEqual(['The selected document id is invalid.'])
    const res = await investor.post<One<AmlCheck>>(`${check(abroad.id)}/documents`, {
      kind: 'source_of_funds',
      document_id: await ownFile(abroad.id),
    })
    expect(res.status).toBe(200)
    expect(res.body.data.status).toBe('in_review')
    const sent = (await evidence(abroad.id)).find((e) => e.event === 'international_aml_submitted')
    expect(sent).toMatchObject({ actor: { id: abroad.id } })
    expect(sent!.details).toContainEqual({ label: 'Country of residence', value: 'FR' })
  })

  it('staff with compliance update pass or fail it (a reason to fail); others get 403', async () => {
    const abroad = byCountry('AE')
    const committee = await as(staffId('committee@example.com'))
    expect(
      (await committee.post(`${check(abroad.id)}/decision`, { decision: 'pass' })).status,
    ).toBe(403)
    const officer = await as(staffId('compliance@example.com'))
    const noReason = await officer.post<Errors>(`${check(abroad.id)}/decision`, {
      decision: 'fail',
    })
    expect(noReason.body.errors.reason).toEqual([
      'The reason field is required when decision is fail.',
    ])
    const failed = await officer.post<One<AmlCheck>>(`${check(abroad.id)}/decision`, {
      decision: 'fail',
      reason: 'The source of funds is not evidenced.',
    })
    expect(failed.body.data).toMatchObject({
      status: 'failed',
      decided_by_name: expect.any(String),
    })
    expect(refusal(abroad.id)).toMatchObject({
      errors: { international_aml: [expect.any(String)] },
    })
    const passed = await officer.post<One<AmlCheck>>(`${check(abroad.id)}/decision`, {
      decision: 'pass',
      reason: 'Bank statements match the declared salary.',
    })
    expect(passed.body.data.status).toBe('passed')
    expect(passed.body.data.documents.every((d) => d.status === 'approved')).toBe(true)
    expect(refusal(abroad.id)).toBeNull()
    const decision = (await evidence(abroad.id)).filter(
      (e) => e.event === 'international_aml_passed',
    )
    expect(decision).toHaveLength(1)
    expect(decision[0].actor?.id).toBe(staffId('compliance@example.com'))
    expect(decision[0].details).toEqual(
      expect.arrayContaining([
        { label: 'Decision', value: 'Passed' },
        { label: 'Reason', value: 'Bank statements match the declared salary.' },
      ]),
    )
    const notes = host.db.table('notifications').where((n) => n.notifiable_id === abroad.id)
    expect(JSON.stringify(notes)).toContain('Your international check has been passed.')
  })

  it('is written only through its action', async () => {
    const abroad = byCountry('AE')
    const staff = await as(staffId('superadmin@example.com'))
    const res = await staff.patch<Errors>(`/api/users/${abroad.id}`, {
      international_aml_status: 'passed',
    })
    expect(res.status).toBe(422)
    await (
      await as(abroad.id)
    ).patch(`/api/users/${abroad.id}`, {
      international_aml_status: 'passed',
    })
    expect(users().find(abroad.id)!.international_aml_status ?? null).toBeNull()
  })
})
