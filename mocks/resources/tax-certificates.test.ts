import { beforeEach, describe, expect, it } from 'vitest'
import type { Row } from '../db/db'
import { generatePdf, generatePng } from '../handlers/storage-files'
import { storedUpload } from './groups/document-uploads'
import {
  ALREADY_TAKEN,
  CANNOT_WITHDRAW,
  NOT_AUTHORISED,
  NOT_UNDER_RELIEF,
  TAX_CERTIFICATE_ICON,
  TAX_CTA,
} from './groups/tax-relief'
import {
  taxTestHost,
  TAX_OFF,
  type Errors,
  type One,
  type Page,
  type TaxTestHost,
} from './groups/tax-test-host'

let t: TaxTestHost

beforeEach(async () => {
  t = await taxTestHost()
})

const pdf = (name = 'INV-000148 certificate.pdf') =>
  new File([generatePdf('EIS3', ['Signed'])], name, { type: 'application/pdf' })

const upload = async (investmentId: number, file: Blob = pdf()) =>
  (await t.staff()).postForm<One & Errors>('/api/tax-certificates', {
    investment_id: investmentId,
    file,
  })

const refusal = (res: { status: number; body: unknown }) => {
  expect(res.status).toBe(422)
  return (res.body as Errors).errors
}

describe('tax certificates: who may write', () => {
  it('refuses every write with 403 while the tax flag is off', async () => {
    await t.setTax(false)
    const cert = t.certificates.all()[0]
    const staff = await t.staff()
    for (const res of [
      await upload(t.outstandingHolding().id),
      await staff.patch(`/api/tax-certificates/${cert.id}`, { status: 'issued' }),
      await staff.delete(`/api/tax-certificates/${cert.id}`),
    ]) {
      expect(res.status).toBe(403)
      expect(res.body).toEqual({ message: TAX_OFF })
    }
  })

  it('never lets an investor add, issue or delete one, even their own', async () => {
    const me = t.userId('investor@example.com')
    const investor = await t.investor()
    const mine = t.certificates.first((c) => c.user_id === me && c.status === 'uploaded')!
    const holding = t.outstandingHolding((id) => id === me)
    expect(
      (await investor.postForm('/api/tax-certificates', { investment_id: holding.id, file: pdf() }))
        .status,
    ).toBe(403)
    expect(
      (await investor.patch(`/api/tax-certificates/${mine.id}`, { status: 'issued' })).status,
    ).toBe(403)
    expect((await investor.delete(`/api/tax-certificates/${mine.id}`)).status).toBe(403)
  })
})

describe('tax certificates: the host rules', () => {
  it('needs an EIS or SEIS subscription that is paid or completed', async () => {
    const noRelief = t.investments.first((i) => i.tax_option === 'none' && i.status === 'paid')!
    const reserved = t.investments.first((i) => i.tax_option === 'EIS' && i.status === 'reserved')!
    for (const inv of [noRelief, reserved])
      expect(refusal(await upload(inv.id)).investment_id).toEqual([NOT_UNDER_RELIEF])
  })

  it('waits for the compliance statement to be authorised', async () => {
    const notYet = t.issues().filter((s) => s.statement_status !== 'authorised')
    const inv = t.investments.first((i) => notYet.some((s) => s.id === i.share_issue_id))!
    expect(refusal(await upload(inv.id)).investment_id).toEqual([NOT_AUTHORISED])
    const unissued = t.investments.first(
      (i) => i.tax_option === 'SEIS' && i.status === 'paid' && i.share_issue_id == null,
    )!
    expect(refusal(await upload(unissued.id)).investment_id).toEqual([NOT_AUTHORISED])
  })

  it('takes one certificate per investment and scheme', async () => {
    const held = t.certificates.all()[0]
    expect(refusal(await upload(held.investment_id)).investment_id).toEqual([ALREADY_TAKEN])
  })

  it('takes a PDF only, read from its bytes', async () => {
    const png = new File([generatePng(2, 2, [1, 2, 3])], 'INV-000148.pdf', { type: 'image/png' })
    expect(refusal(await upload(t.outstandingHolding().id, png)).file).toEqual([
      'The file field must be a file of type: pdf.',
    ])
  })
})

describe('tax certificates: upload and issue', () => {
  it("keeps the upload as the investor's private tax document, with the investment's columns", async () => {
    const inv = t.outstandingHolding()
    const res = await (
      await t.staff()
    ).postForm<One>('/api/tax-certificates?include=document', {
      investment_id: inv.id,
      file: pdf(),
      user_id: 1,
      scheme: 'SEIS',
    })
    expect(res.status).toBe(201)
    const cert = res.body.data
    const issue = t.issues().find((s) => s.id === inv.share_issue_id)!
    const opp = t.db.table('investment-opportunities').find(inv.investment_opportunity_id)!
    expect(cert).toMatchObject({
      investment_id: inv.id,
      user_id: inv.user_id,
      investment_opportunity_id: inv.investment_opportunity_id,
      share_issue_id: issue.id,
      scheme: issue.scheme,
      status: 'uploaded',
      issued_at: null,
      uploaded_by: t.userId('superadmin@example.com'),
    })
    expect(cert.document).toMatchObject({
      name: `${issue.scheme}3 certificate – ${String(opp.company_name)}.pdf`,
      category: 'tax',
      visibility: 'private',
      documentable_type: 'users',
      documentable_id: inv.user_id,
      mime_type: 'application/pdf',
    })
    expect(storedUpload(t.db, Number(cert.document_id))?.type).toBe('application/pdf')
    expect(t.certificates.find(Number(cert.id))!.file).toBeUndefined()
    expect(cert).not.toHaveProperty('file')
  })

  it('issues it: stamps the date, publishes the document and tells the investor live', async () => {
    const inv = t.outstandingHolding()
    const created = (await upload(inv.id)).body.data
    t.publish.mockClear()
    const res = await (
      await t.staff()
    ).patch<One>(`/api/tax-certificates/${created.id}`, { status: 'issued' })
    expect(res.status).toBe(200)
    expect(res.body.data.issued_at).toBe('2026-11-01T09:00:00.000000Z')
    expect(t.db.table('documents').find(Number(created.document_id))!.visibility).toBe('public')
    const opp = t.db.table('investment-opportunities').find(inv.investment_opportunity_id)!
    const scheme = String(created.scheme)
    const note = t.db
      .table('notifications')
      .first(
        (n) => n.notifiable_id === inv.user_id && (n.data as Row).icon === TAX_CERTIFICATE_ICON,
      )
    expect(note?.data).toMatchObject({
      message: `Your ${scheme}3 certificate for ${String(opp.company_name)} is ready`,
      cta: TAX_CTA,
      icon: TAX_CERTIFICATE_ICON,
    })
    expect(t.publish).toHaveBeenCalledWith(
      `private-App.Models.User.${inv.user_id}`,
      expect.any(String),
      expect.objectContaining({ icon: TAX_CERTIFICATE_ICON }),
    )
  })

  it('keeps an issued certificate issued and undeletable', async () => {
    const issued = t.certificates.first((c) => c.status === 'issued')!
    const staff = await t.staff()
    const back = await staff.patch(`/api/tax-certificates/${issued.id}`, { status: 'uploaded' })
    expect(refusal(back).status).toEqual([CANNOT_WITHDRAW])
    expect((await staff.delete(`/api/tax-certificates/${issued.id}`)).status).toBe(403)
  })

  it('deletes one still uploaded, with the document its upload made', async () => {
    const created = (await upload(t.outstandingHolding().id)).body.data
    const doc = Number(created.document_id)
    expect((await (await t.staff()).delete(`/api/tax-certificates/${created.id}`)).status).toBe(204)
    expect(t.db.table('documents').find(doc)).toBeUndefined()
  })
})

describe('tax certificates: what an investor reads', () => {
  it('shows them their own issued certificates only, never one still uploaded', async () => {
    const me = t.userId('investor@example.com')
    const investor = await t.investor()
    const page = (await investor.get<Page>('/api/tax-certificates?include=document&per_page=50'))
      .body
    expect(page.data.length).toBeGreaterThan(1)
    for (const cert of page.data) {
      expect(cert).toMatchObject({ user_id: me, status: 'issued' })
      expect((cert.document as Row).visibility).toBe('public')
    }
    const uploaded = t.certificates.first((c) => c.user_id === me && c.status === 'uploaded')!
    expect((await investor.get(`/api/tax-certificates/${uploaded.id}`)).status).toBe(403)
    const someoneElse = t.certificates.first((c) => c.user_id !== me && c.status === 'issued')!
    expect((await investor.get(`/api/tax-certificates/${someoneElse.id}`)).status).toBe(403)
  })
})
