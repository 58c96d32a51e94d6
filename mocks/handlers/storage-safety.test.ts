import { beforeEach, describe, expect, it } from 'vitest'
import type { Router } from '../http/router'
import { setHostState, type MockHost } from '../http/host'
import { createTestClient, type TestClient } from '../testing/client'
import { generatePdf, generatePng } from './storage-files'
import { FILE_CSP } from '../http/file-responses'
import { seededHost } from '../testing/seeded-host'

/** Issue 24: uploaded files never run as pages of the API's origin. */
let host: MockHost
let router: Router
type One = { data: Record<string, unknown> }
type Errors = { message: string; errors: Record<string, string[]> }

const user = (email: string) => host.db.table('users').first((u) => u.email === email)!
const as = async (email: string) => {
  const client = createTestClient(host, router)
  await client.login(email)
  return client
}
const MIMES_MESSAGE =
  'The file field must be a file of type: pdf, docx, xlsx, csv, png, jpg, jpeg, gif, webp.'
const HTML_PAGE = '<html><script>fetch("/api/user")</script></html>'
const SVG_IMAGE = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'

beforeEach(async () => {
  ;({ host, router } = await seededHost())
})

const uploadAs = (client: TestClient, file: File, visibility = 'public') =>
  client.post<One & Errors>(
    '/api/documents',
    {
      name: 'Statement',
      file,
      visibility,
      documentable_type: 'users',
      documentable_id: user('investor@example.com').id,
    },
    { form: true },
  )

/** Both headers that stop a stored file from running script, on any answer. */
function expectSandboxed(res: { headers: Headers }) {
  expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  expect(res.headers.get('content-security-policy')).toBe(FILE_CSP)
  expect(FILE_CSP).toMatch(/(^|; )sandbox(;|$)/)
}

describe('document uploads are checked by content', () => {
  it('refuses HTML named statement.pdf, from an investor and from staff, writing nothing', async () => {
    const before = host.db.table('documents').count()
    for (const email of ['investor@example.com', 'superadmin@example.com']) {
      const file = new File([HTML_PAGE], 'statement.pdf', { type: 'application/pdf' })
      const res = await uploadAs(await as(email), file)
      expect(res.status).toBe(422)
      expect(res.body.errors.file).toEqual([MIMES_MESSAGE])
    }
    expect(host.db.table('documents').count()).toBe(before)
  })

  it('refuses SVG and HTML under their own names or an image’s', async () => {
    const staff = await as('superadmin@example.com')
    const files = [
      new File([SVG_IMAGE], 'chart.svg', { type: 'image/svg+xml' }),
      new File([SVG_IMAGE], 'chart.png', { type: 'image/png' }),
      new File([HTML_PAGE], 'page.html', { type: 'text/html' }),
      new File([HTML_PAGE], 'figures.csv', { type: 'text/csv' }),
      new File(['not a zip'], 'letter.docx', { type: 'application/msword' }),
      new File([generatePdf('A', [])], 'a.docx', { type: 'application/pdf' }),
    ]
    for (const file of files) {
      const res = await uploadAs(staff, file)
      expect([file.name, res.status, res.body.errors?.file]).toEqual([
        file.name,
        422,
        [MIMES_MESSAGE],
      ])
    }
  })

  it('stores the sniffed type, not the claimed one, and serves it so', async () => {
    const staff = await as('superadmin@example.com')
    const png = new File([generatePng(2, 2, [1, 2, 3])], 'scan.png', { type: 'application/pdf' })
    const res = await uploadAs(staff, png)
    expect(res.status).toBe(201)
    expect(res.body.data.mime_type).toBe('image/png')
    const file = await staff.get(String(res.body.data.url))
    expect(file.headers.get('content-type')).toBe('image/png')
    expect(file.headers.get('content-disposition')).toBe('inline; filename="scan.png"')
    expectSandboxed(file)
  })

  it('serves what the portal cannot show inline as an attachment (CSV, Office files)', async () => {
    const staff = await as('superadmin@example.com')
    const csv = new File(['id,amount\n1,2500\n'], 'ledger.csv', { type: 'text/plain' })
    const docx = new File(['PK\x03\x04word/document.xml'], 'memo.docx', { type: '' })
    for (const [upload, type] of [
      [csv, 'text/csv'],
      [docx, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ] as const) {
      const res = await uploadAs(staff, upload)
      expect(res.status).toBe(201)
      const file = await staff.get(String(res.body.data.url))
      expect(file.status).toBe(200)
      expect(file.headers.get('content-type')).toBe(type)
      expect(file.headers.get('content-disposition')).toBe(`attachment; filename="${upload.name}"`)
      expectSandboxed(file)
    }
  })
})

describe('every /storage answer is sandboxed', () => {
  it('files, 404s, 401s and 503s alike', async () => {
    const investor = await as('investor@example.com')
    const doc = host.db
      .table('documents')
      .first(
        (d) =>
          d.documentable_type === 'users' &&
          d.documentable_id === user('investor@example.com').id &&
          d.visibility === 'public',
      )!
    const guest = createTestClient(host, router)
    const answers = [
      await investor.get(String(doc.url)),
      await investor.get(`/storage/documents/${doc.id}/other.pdf`),
      await investor.get('/storage/documents/999999/x.pdf'),
      await investor.get('/storage/galleries/999999/x.png'),
      await investor.get('/storage/branding/logo/x.png'),
      await guest.get(String(doc.url)),
    ]
    expect(answers.map((a) => a.status)).toEqual([200, 404, 404, 404, 404, 401])
    answers.forEach(expectSandboxed)
    await setHostState(host, { maintenance: true })
    const down = await investor.get(String(doc.url))
    expect(down.status).toBe(503)
    expectSandboxed(down)
  })
})

describe('who may read a document’s file', () => {
  it('follows the document’s show rule for every demo account (404 when it may not)', async () => {
    const staff = await as('superadmin@example.com')
    const pdf = new File([generatePdf('Credit check', [])], 'credit.pdf', { type: '' })
    const priv = (await uploadAs(staff, pdf, 'private')).body.data
    const emails = host.db
      .table('users')
      .where((u) => /^[a-z]+@example\.com$/.test(String(u.email)) && u.email_verified_at !== null)
      .map((u) => String(u.email))
    let refused = 0
    for (const email of emails) {
      const client = await as(email).catch(() => null)
      if (!client) continue
      const record = await client.get(`/api/documents/${String(priv.id)}`)
      const file = await client.get(String(priv.url))
      expect([email, file.status]).toEqual([email, record.status === 200 ? 200 : 404])
      if (file.status === 404) refused += 1
    }
    // The investor at least is refused the private file.
    expect(refused).toBeGreaterThan(0)
  })
})

describe('branding SVG favicons', () => {
  it('are kept, but served as attachments under the sandbox; HTML named .svg is refused', async () => {
    const admin = await as('superadmin@example.com')
    const svg = new File([SVG_IMAGE], 'icon.svg', { type: 'image/svg+xml' })
    const ok = await admin.post<One>(
      '/api/branding/1',
      { _method: 'PATCH', favicon: svg },
      { form: true },
    )
    expect(ok.status).toBe(200)
    const file = await createTestClient(host, router).get(String(ok.body.data.favicon))
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/svg+xml')
    expect(file.headers.get('content-disposition')).toBe('attachment')
    expectSandboxed(file)
    const html = new File([HTML_PAGE], 'icon.svg', { type: 'image/svg+xml' })
    const bad = await admin.post<Errors>(
      '/api/branding/1',
      { _method: 'PATCH', favicon: html },
      { form: true },
    )
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.body.errors)).toEqual(['favicon'])
  })
})
