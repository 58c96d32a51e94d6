import { beforeEach, describe, expect, it } from 'vitest'
import type { Router } from '../http/router'
import type { MockHost } from '../http/host'
import { checkedClient } from '../testing/checked-client'
import { createTestClient } from '../testing/client'
import { generatePdf, generatePng } from './storage-files'
import { seededHost } from '../testing/seeded-host'

let host: MockHost
let router: Router
const user = (email: string) => host.db.table('users').first((u) => u.email === email)!
const as = (email: string) => checkedClient(host, router, user(email).id)
const docsOf = (email: string) =>
  host.db
    .table('documents')
    .where((d) => d.documentable_type === 'users' && d.documentable_id === user(email).id)

beforeEach(async () => {
  ;({ host, router } = await seededHost())
})

/** The byte offset `startxref` names must be where the cross-reference table starts. */
function xrefIsSound(pdf: string): boolean {
  const at = Number(/startxref\n(\d+)\n%%EOF/.exec(pdf)?.[1])
  return pdf.startsWith('%PDF-1.4') && pdf.slice(at, at + 4) === 'xref'
}

describe('GET /storage/documents/{id}/{file}', () => {
  it('serves an investor their own public document as an inline PDF naming it', async () => {
    const doc = docsOf('investor@example.com').find((d) => d.visibility === 'public')!
    const res = await (await as('investor@example.com')).get(String(doc.url))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('content-disposition')).toBe(`inline; filename="${doc.file_name}"`)
    expect(xrefIsSound(res.text)).toBe(true)
    expect(res.text).toContain(`(${String(doc.name)}) Tj`)
  })

  it('answers 404 for a private document, another investor’s, or a wrong file name', async () => {
    const mine = docsOf('investor@example.com')
    const priv = mine.find((d) => d.visibility === 'private')!
    const pub = mine.find((d) => d.visibility === 'public')!
    const investor = await as('investor@example.com')
    expect((await investor.get(String(priv.url))).status).toBe(404)
    expect((await investor.get(`/storage/documents/${pub.id}/other.pdf`)).status).toBe(404)
    const other = await as('newinvestor@example.com')
    expect((await other.get(String(pub.url))).status).toBe(404)
  })

  it('serves staff the private files their role may show, and nobody without a session', async () => {
    const priv = docsOf('investor@example.com').find((d) => d.visibility === 'private')!
    const admin = await as('superadmin@example.com')
    expect((await admin.get(String(priv.url))).status).toBe(200)
    const guest = createTestClient(host, router)
    expect((await guest.get(String(priv.url))).status).toBe(401)
  })

  it('escapes PDF text and keeps the pound sign', () => {
    const pdf = new TextDecoder('latin1').decode(generatePdf('Fees (2026) £25 \\ “quoted”', []))
    expect(pdf).toContain(String.raw`(Fees \(2026\) \24325 \\ "quoted") Tj`)
    expect(xrefIsSound(pdf)).toBe(true)
  })

  it('makes valid PNGs (signature, IHDR size, checksummed chunks)', () => {
    const png = generatePng(4, 3, [1, 2, 3])
    expect([...png.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    const view = new DataView(png.buffer)
    expect(view.getUint32(16)).toBe(4)
    expect(view.getUint32(20)).toBe(3)
    expect(new TextDecoder().decode(png.slice(-8, -4))).toBe('IEND')
  })
})

describe('uploaded document files', () => {
  const loggedIn = async (email: string) => {
    const client = createTestClient(host, router)
    await client.login(email)
    return client
  }
  const pdfBytes = () => generatePdf('Signed subscription agreement', ['Uploaded by staff'])
  const upload = async (visibility: 'public' | 'private', name: string) => {
    const staff = await loggedIn('superadmin@example.com')
    const file = new File([pdfBytes()], `${name}.pdf`, { type: 'application/pdf' })
    const res = await staff.post<{ data: Record<string, unknown> }>(
      '/api/documents',
      {
        name,
        file,
        visibility,
        documentable_type: 'users',
        documentable_id: user('investor@example.com').id,
      },
      { form: true },
    )
    expect(res.status).toBe(201)
    return { staff, doc: res.body.data }
  }

  it('keeps the uploaded bytes and serves them at the document’s url, until it is deleted', async () => {
    const { staff, doc } = await upload('private', 'Agreement')
    expect(doc).toMatchObject({
      file_name: 'Agreement.pdf',
      mime_type: 'application/pdf',
      size: pdfBytes().byteLength,
      url: `/storage/documents/${String(doc.id)}/Agreement.pdf`,
    })
    const file = await staff.get(String(doc.url))
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('application/pdf')
    expect(file.text).toBe(new TextDecoder().decode(pdfBytes()))
    expect((await staff.delete(`/api/documents/${String(doc.id)}`)).status).toBe(204)
    expect(host.db.table('document-files').find(Number(doc.id))).toBeUndefined()
    expect((await staff.get(String(doc.url))).status).toBe(404)
  })

  it('reaches the investor when public and never when private', async () => {
    const pub = (await upload('public', 'Quarterly statement')).doc
    const priv = (await upload('private', 'Internal credit check')).doc
    const investor = await loggedIn('investor@example.com')
    const me = user('investor@example.com').id
    const list = await investor.get<{ data: { id: number }[] }>(
      `/api/documents?filter[documentable_type]=users&filter[documentable_id]=${me}&per_page=100`,
    )
    const ids = list.body.data.map((d) => d.id)
    expect(ids).toContain(pub.id)
    expect(ids).not.toContain(priv.id)
    expect((await investor.get(`/api/documents/${String(priv.id)}`)).status).toBe(403)
    expect((await investor.get(String(pub.url))).text).toBe(new TextDecoder().decode(pdfBytes()))
    expect((await investor.get(String(priv.url))).status).toBe(404)
  })

  it('lets any record with a documents tab keep folders (a contact’s)', async () => {
    const staff = await loggedIn('superadmin@example.com')
    const contact = host.db.table('contacts').all()[0]
    const res = await staff.post<{ data: Record<string, unknown> }>('/api/folder-structures', {
      name: 'Correspondence',
      folderable_type: 'contacts',
      folderable_id: contact.id,
    })
    expect(res.status).toBe(201)
    expect(res.body.data).toMatchObject({ folderable_type: 'contacts', parent_id: null })
  })
})
