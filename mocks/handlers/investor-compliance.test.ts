import { beforeEach, describe, expect, it } from 'vitest'
import type { Row } from '../db/db'
import type { Router } from '../http/router'
import type { MockHost } from '../http/host'
import { checkedClient } from '../testing/checked-client'
import { correctAnswers } from './compliance'
import type { EvidenceItem } from '../resources/groups/compliance-evidence'
import { seededHost } from '../testing/seeded-host'

type Evidence = { data: EvidenceItem[] }
type Errors = { message: string; errors: Record<string, string[]> }

const INVESTOR = 'investor@example.com'
const NEW_INVESTOR = 'newinvestor@example.com'
const ADMIN = 'superadmin@example.com'
const NOW = '2026-11-01T09:00:00.000000Z'

let host: MockHost
let router: Router
const user = (email: string) => host.db.table('users').first((u) => u.email === email)!
const as = (email: string) => checkedClient(host, router, user(email).id)
const evidence = async (email: string, of = user(NEW_INVESTOR).id) =>
  (await (await as(email)).get<Evidence>(`/api/users/${of}/compliance-evidence`)).body.data
const last = (items: EvidenceItem[]) => items.at(-1)!
const detail = (e: EvidenceItem, label: string) => e.details.find((d) => d.label === label)?.value

beforeEach(async () => {
  ;({ host, router } = await seededHost())
})

describe('compliance evidence: seeded', () => {
  it("shows every seeded investor's categorisation and test tries, not only the first few", async () => {
    // The last investor on record with a confirmed category and a try: beyond any sample.
    const u = host.db
      .table('users')
      .where(
        (r) => r.role_id === 5 && r.category_confirmed_at != null && Number(r.compliance_tries) > 0,
      )
      .sort((a, b) => b.id - a.id)[0]
    const items = await evidence(ADMIN, u.id)
    const confirmed = items.filter((e) => e.event === 'category_confirmed')
    expect(confirmed.map((e) => e.occurred_at)).toEqual([u.category_confirmed_at])
    expect(items.filter((e) => e.event === 'appropriateness_attempt')).toHaveLength(
      Number(u.compliance_tries),
    )
  })

  it('gives the demo investor a history in time order, and staff without investors show a 403', async () => {
    const items = await evidence(ADMIN, user(INVESTOR).id)
    expect(items.map((e) => e.event)).toEqual(
      expect.arrayContaining([
        'terms_accepted',
        'category_confirmed',
        'kyc_status_changed',
        'appropriateness_attempt',
        'market_sounding_sent',
        'market_sounding_response',
      ]),
    )
    const times = items.map((e) => e.occurred_at)
    expect([...times].sort()).toEqual(times)
    const kyc = items.find((e) => e.event === 'kyc_status_changed')!
    expect(kyc.actor?.name).toBe('Daniel Reid')
    expect(detail(kyc, 'To')).toBe('verified')
    expect(
      (
        await (
          await as('creator@example.com')
        ).get(`/api/users/${user(INVESTOR).id}/compliance-evidence`)
      ).status,
    ).toBe(403)
    expect(
      (await (await as(ADMIN)).get(`/api/users/${user(ADMIN).id}/compliance-evidence`)).status,
    ).toBe(404)
  })
})

describe('compliance evidence: recorded when it happens', () => {
  it('records the investor accepting a terms version', async () => {
    const res = await (
      await as(NEW_INVESTOR)
    ).patch(`/api/users/${user(NEW_INVESTOR).id}`, {
      accepted_terms_version: 1,
    })
    expect(res.status).toBe(200)
    const e = last(await evidence(ADMIN))
    expect(e).toMatchObject({
      event: 'terms_accepted',
      occurred_at: NOW,
      actor: { id: user(NEW_INVESTOR).id },
    })
    expect(detail(e, 'Terms version')).toBe('1')
    expect(detail(e, 'Previous version')).toBe('0')
  })

  it('records the investor confirming a category, with its statements', async () => {
    const category = host.db.table('categories').all()[0]
    await (
      await as(NEW_INVESTOR)
    ).patch(`/api/users/${user(NEW_INVESTOR).id}`, {
      investor_category_id: category.id,
    })
    const e = last(await evidence(ADMIN))
    expect(e.event).toBe('category_confirmed')
    expect(detail(e, 'Category')).toBe(category.name)
    expect(detail(e, 'Statement 1 confirmed')).toBe((category.statements as string[])[0])
  })

  it('records each appropriateness attempt: bank, score, result and cooldown', async () => {
    const bank1 = correctAnswers(host.db).filter((k) => k.bank === 1)
    const wrong = (qid: number) =>
      host.db.table('compliance-options').first((o) => o.question_id === qid && o.is_correct === 0)!
        .id
    const res = await (
      await as(NEW_INVESTOR)
    ).post('/api/compliance/answers', {
      bank: 1,
      answers: bank1.map((k, i) => ({
        question_id: k.question_id,
        option_id: i === 0 ? wrong(k.question_id) : k.correct_option_id,
      })),
    })
    expect(res.status).toBe(200)
    const e = last(await evidence(ADMIN))
    expect(e.event).toBe('appropriateness_attempt')
    expect(detail(e, 'Bank')).toBe('1')
    expect(detail(e, 'Score')).toBe(`${bank1.length - 1} of ${bank1.length}`)
    expect(detail(e, 'Result')).toBe('Failed')
    expect(detail(e, 'Cooldown until')).toBe('2026-11-02T09:00:00.000000Z')
  })

  it('records a market sounding response', async () => {
    const sounding = host.db
      .table('market-soundings')
      .first((s) => s.user_id === user(NEW_INVESTOR).id)!
    await (
      await as(NEW_INVESTOR)
    ).post(`/api/market-soundings/${sounding.id}/respond`, {
      response: 'no_finance',
    })
    const items = await evidence(ADMIN)
    expect(items.find((e) => e.id === `sounding-${sounding.id}`)?.event).toBe(
      'market_sounding_sent',
    )
    const e = last(items)
    expect(e.event).toBe('market_sounding_response')
    expect(detail(e, 'Response')).toBe("Interested - Don't have finance in place")
  })

  it('records staff changing KYC status and category with who did it, and nothing unchanged', async () => {
    const id = user(NEW_INVESTOR).id
    const staff = await as('manager@example.com')
    const before = (await evidence(ADMIN)).length
    await staff.patch(`/api/users/${id}`, { kyc_status: 'pending' })
    expect((await evidence(ADMIN)).length).toBe(before)
    await staff.patch(`/api/users/${id}`, { kyc_status: 'failed' })
    // The category moves only through its action (a plain PATCH of it is prohibited).
    await staff.put(`/api/users/${id}/categorisation`, {
      investor_category_id: 1,
      reason: 'Review',
    })
    const items = (await evidence(ADMIN)).slice(before)
    expect(items.map((e) => e.event).sort()).toEqual(['category_changed', 'kyc_status_changed'])
    const kyc = items.find((e) => e.event === 'kyc_status_changed')!
    expect(kyc.actor?.name).toBe('Daniel Reid')
    expect([detail(kyc, 'From'), detail(kyc, 'To')]).toEqual(['pending', 'failed'])
  })

  it('exports the timeline as CSV for an auditor', async () => {
    const id = user(INVESTOR).id
    const res = await (await as(ADMIN)).get<string>(`/api/users/${id}/compliance-evidence/export`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/)
    expect(res.headers.get('content-disposition')).toContain(
      `compliance-evidence-${String(user(INVESTOR).investor_reference)}.csv`,
    )
    const lines = res.text.trim().split('\r\n')
    expect(lines[0]).toBe('occurred_at,event,description,details,actor_id,actor')
    expect(lines.length).toBe((await evidence(ADMIN, id)).length + 1)
    expect(res.text).toMatch(/terms_accepted,Accepted the terms and conditions version 1,/)
    expect(res.text).toMatch(/market_sounding_sent,.*,,System/)
  })
})

describe('investor header actions', () => {
  it('resets the appropriateness test for user_app_test create only, as evidence', async () => {
    const id = user(INVESTOR).id
    expect(
      (await (await as('manager@example.com')).post(`/api/users/${id}/appropriateness/reset`))
        .status,
    ).toBe(403)
    const res = await (await as(ADMIN)).post(`/api/users/${id}/appropriateness/reset`)
    expect(res.status).toBe(200)
    expect(user(INVESTOR)).toMatchObject({
      compliance_passed: 0,
      compliance_tries: 0,
      compliance_failed_at: null,
    })
    const e = last(await evidence(ADMIN, id))
    expect(e.event).toBe('appropriateness_reset')
    expect(detail(e, 'Result before')).toBe('Passed')
    expect(e.actor?.name).toBe('Alex Morgan')
  })

  it('sets an investor password for investors_password update, 422 on its field', async () => {
    const id = user(INVESTOR).id
    const body = { password: 'new-secret-1', password_confirmation: 'new-secret-1' }
    expect(
      (await (await as('adviser@example.com')).post(`/api/users/${id}/password`, body)).status,
    ).toBe(403)
    const bad = await (
      await as(ADMIN)
    ).post<Errors>(`/api/users/${id}/password`, {
      password: 'short',
      password_confirmation: 'other',
    })
    expect(bad.status).toBe(422)
    expect(bad.body.errors.password[0]).toMatch(/at least 8 characters/)
    expect((await (await as(ADMIN)).post(`/api/users/${id}/password`, body)).status).toBe(200)
    expect(user(INVESTOR).password).toBe('new-secret-1')
  })
})

describe('signing a PDF', () => {
  const pdf = () => host.db.table('documents').first((d) => d.mime_type === 'application/pdf')!
  const other = () => host.db.table('documents').first((d) => d.mime_type !== 'application/pdf')!
  // The browser's stamped copy: any real PDF will do for the host, which keeps it as sent.
  const STAMPED = '%PDF-1.7\n% stamped by the browser\n%%EOF\n'
  const stamped = () => new File([STAMPED], 'signed.pdf', { type: 'application/pdf' })
  const typed = (file: Blob | undefined = stamped()) => ({
    user_id: user(INVESTOR).id,
    signer_name: 'Alex Morgan',
    method: 'typed',
    page: 1,
    x: 0.4,
    y: 0.8,
    file,
  })

  it('stores the uploaded signed copy for the investor, serves it, and lists who signed when', async () => {
    const doc = pdf()
    const admin = await as(ADMIN)
    const res = await admin.postForm<{ data: Row }>(`/api/documents/${doc.id}/sign`, typed())
    expect(res.status).toBe(201)
    expect(res.body.data).toMatchObject({ signed_by_name: 'Alex Morgan', signed_at: NOW, page: 1 })
    const copy = host.db.table('documents').find(res.body.data.signed_document_id as number)!
    expect(copy).toMatchObject({
      name: `${String(doc.name)} (signed)`,
      documentable_type: 'users',
      documentable_id: user(INVESTOR).id,
      mime_type: 'application/pdf',
      size: STAMPED.length,
    })
    expect(String(copy.url)).toMatch(new RegExp(`^/storage/documents/${copy.id}/.+-signed\\.pdf$`))
    expect(String(copy.description)).toContain('page 1, 40% across, 80% down')
    const file = await admin.get<string>(String(copy.url))
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('application/pdf')
    expect(file.text).toBe(STAMPED)
    const list = await admin.get<{ data: Row[] }>(`/api/documents/${doc.id}/signatures`)
    expect(list.body.data.map((s) => s.id)).toEqual([res.body.data.id])
  })

  it('refuses a missing or non-PDF signed copy', async () => {
    const admin = await as(ADMIN)
    const missing = await admin.postForm<Errors>(`/api/documents/${pdf().id}/sign`, {
      ...typed(),
      file: undefined,
    })
    expect(missing.status).toBe(422)
    expect(Object.keys(missing.body.errors)).toEqual(['file'])
    const fake = new File(['not a pdf'], 'signed.pdf', { type: 'application/pdf' })
    const notPdf = await admin.postForm<Errors>(`/api/documents/${pdf().id}/sign`, typed(fake))
    expect(notPdf.body.errors.file).toEqual(['The signed copy must be a PDF file.'])
    expect(host.db.table('documents').where((d) => String(d.name).endsWith('(signed)'))).toEqual([])
  })

  it('refuses non-PDFs, a drawn signature without an image, and roles without investors update', async () => {
    const admin = await as(ADMIN)
    const notPdf = await admin.postForm<Errors>(`/api/documents/${other().id}/sign`, typed())
    expect(notPdf.body.errors.document).toEqual(['Only PDF documents can be signed.'])
    const drawn = await admin.postForm<Errors>(`/api/documents/${pdf().id}/sign`, {
      ...typed(),
      method: 'drawn',
    })
    expect(drawn.status).toBe(422)
    expect(Object.keys(drawn.body.errors)).toEqual(['signature_image'])
    const missing = await admin.postForm<Errors>(`/api/documents/${pdf().id}/sign`, {
      ...typed(),
      x: 2,
    })
    expect(missing.body.errors.x).toBeDefined()
    expect(
      (await (await as('creator@example.com')).postForm(`/api/documents/${pdf().id}/sign`, typed()))
        .status,
    ).toBe(403)
  })
})
