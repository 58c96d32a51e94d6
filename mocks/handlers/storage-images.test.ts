import { beforeEach, describe, expect, it } from 'vitest'
import type { Router } from '../http/router'
import type { MockHost } from '../http/host'
import { createTestClient } from '../testing/client'
import { generatePng } from './storage-files'
import { isHostPath } from '../http/pipeline'
import { seededHost } from '../testing/seeded-host'

let host: MockHost
let router: Router
const user = (email: string) => host.db.table('users').first((u) => u.email === email)!
const as = (email: string) => {
  const client = createTestClient(host, router)
  return client.login(user(email).email as string).then(() => client)
}
const png = (name = 'terrace.png') =>
  new File([generatePng(3, 2, [200, 100, 50])], name, { type: 'image/png' })
/** By status: 2 (Live - External) every investor may see, 1 (draft) none may. */
const opportunity = (status: number) =>
  host.db.table('investment-opportunities').first((o) => o.status === status)!

beforeEach(async () => {
  ;({ host, router } = await seededHost())
})

type One = { data: Record<string, unknown> }

describe('gallery and team pictures', () => {
  it('stores an uploaded gallery image and serves it at its image_url, to investors too', async () => {
    const opp = opportunity(2)
    const admin = await as('superadmin@example.com')
    const res = await admin.post<One>(
      '/api/galleries',
      {
        investment_opportunity_id: opp.id,
        caption: 'The terrace',
        order: 3,
        image: png('the terrace.png'),
      },
      { form: true },
    )
    expect(res.status).toBe(201)
    const row = res.body.data
    expect(row.image_url).toBe(`/storage/galleries/${row.id}/the-terrace.png`)
    expect(row).not.toHaveProperty('image')
    expect(row.order).toBe(3)

    const file = await admin.get(String(row.image_url))
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/png')
    const investor = await as('investor@example.com')
    expect((await investor.get(String(row.image_url))).status).toBe(200)
    expect((await createTestClient(host, router).get(String(row.image_url))).status).toBe(401)
    expect((await admin.get(`/storage/galleries/${row.id}/other.png`)).status).toBe(404)

    // Deleting the row deletes its file.
    expect((await admin.delete(`/api/galleries/${row.id}`)).status).toBe(204)
    expect((await admin.get(String(row.image_url))).status).toBe(404)
  })

  it('answers the browser’s requests for pictures (the service worker passes them to the host)', () => {
    expect(isHostPath('/storage/galleries/3/terrace.png')).toBe(true)
    expect(isHostPath('/storage/team-images/3/face.png')).toBe(true)
    expect(isHostPath('/storage/other/3/face.png')).toBe(false)
  })

  it('hides the picture of an opportunity the investor may not see', async () => {
    const draft = opportunity(1)
    const admin = await as('superadmin@example.com')
    const res = await admin.post<One>(
      '/api/galleries',
      { investment_opportunity_id: draft.id, image: png() },
      { form: true },
    )
    expect(res.status).toBe(201)
    const investor = await as('investor@example.com')
    expect((await investor.get(String(res.body.data.image_url))).status).toBe(404)
  })

  it('answers 422 without an image or url, and for a file that is not an image', async () => {
    const opp = opportunity(2)
    const admin = await as('superadmin@example.com')
    const none = await admin.post<{ errors: Record<string, string[]> }>('/api/galleries', {
      investment_opportunity_id: opp.id,
    })
    expect(none.status).toBe(422)
    expect(none.body.errors.image_url).toEqual([
      'The image url field is required when image is not present.',
    ])
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' })
    const bad = await admin.post<{ errors: Record<string, string[]> }>(
      '/api/galleries',
      { investment_opportunity_id: opp.id, image: text },
      { form: true },
    )
    expect(bad.status).toBe(422)
    expect(bad.body.errors.image).toEqual(['The image field must be an image.'])
  })

  it('reorders by PATCHing order alone (image_url is not required on update)', async () => {
    const row = host.db.table('galleries').all()[0]
    const admin = await as('superadmin@example.com')
    const res = await admin.patch<One>(`/api/galleries/${row.id}`, { order: 7 })
    expect(res.status).toBe(200)
    expect(res.body.data.order).toBe(7)
    expect(res.body.data.image_url).toBe(row.image_url)
  })

  it('replaces a team member’s photo with one uploaded on update (POST _method=PATCH)', async () => {
    const member = host.db.table('team-images').all()[0]
    const admin = await as('superadmin@example.com')
    const res = await admin.post<One>(
      `/api/team-images/${member.id}`,
      { _method: 'PATCH', role: 'CFO', photo: png('face.png') },
      { form: true },
    )
    expect(res.status).toBe(200)
    expect(res.body.data.role).toBe('CFO')
    expect(res.body.data.image_url).toBe(`/storage/team-images/${member.id}/face.png`)
    expect((await admin.get(`/storage/team-images/${member.id}/face.png`)).status).toBe(200)
  })
})
