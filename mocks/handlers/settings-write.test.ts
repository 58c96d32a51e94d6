import { beforeEach, describe, expect, it } from 'vitest'
import type { Router } from '../http/router'
import type { MockHost } from '../http/host'
import { isHostPath } from '../http/pipeline'
import { createTestClient } from '../testing/client'
import { generatePng } from './storage-files'
import { flagsFrom } from '../../src/lib/settings/flag-names'
import { seededHost } from '../testing/seeded-host'

let host: MockHost
let router: Router
type One = { data: Record<string, unknown> }

const as = async (email: string) => {
  const client = createTestClient(host, router)
  await client.login(email)
  return client
}
const png = (name = 'logo.png') =>
  new File([generatePng(3, 2, [200, 100, 50])], name, { type: 'image/png' })
const row = () => host.db.table('branding').find(1)!
const patch = async (body: Record<string, unknown>) =>
  (await as('superadmin@example.com')).post<One>(
    '/api/branding/1',
    { _method: 'PATCH', ...body },
    { form: true },
  )

beforeEach(async () => {
  ;({ host, router } = await seededHost())
})

describe('branding uploads', () => {
  it('keeps an uploaded logo and serves it publicly at the URL the row answers', async () => {
    const res = await patch({ logo: png('our logo.png'), colours: '{"primary":"#aa0000"}' })
    expect(res.status).toBe(200)
    expect(res.body.data.logo).toBe('/storage/branding/logo/our-logo.png')
    expect(res.body.data.colours).toBe('{"primary":"#aa0000"}')
    expect(isHostPath('/storage/branding/logo/our-logo.png')).toBe(true)

    const file = await createTestClient(host, router).get('/storage/branding/logo/our-logo.png')
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/png')
    // Another name, or a column the row no longer points at, is not served.
    expect((await createTestClient(host, router).get('/storage/branding/logo/x.png')).status).toBe(
      404,
    )
    expect(
      (await createTestClient(host, router).get('/storage/branding/logo_alt/our-logo.png')).status,
    ).toBe(404)
  })

  it('clears a file with an empty value, and stops serving it', async () => {
    await patch({ favicon: new File(['<svg/>'], 'f.svg', { type: 'image/svg+xml' }) })
    expect(row().favicon).toBe('/storage/branding/favicon/f.svg')
    const res = await patch({ favicon: '' })
    expect(res.status).toBe(200)
    expect(res.body.data.favicon).toBeNull()
    expect(
      (await createTestClient(host, router).get('/storage/branding/favicon/f.svg')).status,
    ).toBe(404)
  })

  it('refuses a logo that is not an image and a favicon of another type, with 422s on them', async () => {
    const res = await patch({
      logo: new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }),
      favicon: new File(['x'], 'f.txt', { type: 'text/plain' }),
    })
    expect(res.status).toBe(422)
    expect(res.body).toMatchObject({
      errors: {
        logo: ['The logo field must be an image.'],
        favicon: ['The favicon field must be a file of type: ico, png, svg.'],
      },
    })
    expect(row().logo).toBe('/brand/logo.svg')
  })

  it('answers the back-to-site address 422 when it is not a URL', async () => {
    const res = await patch({ back_to_site_url: 'not a url' })
    expect(res.status).toBe(422)
    expect(res.body).toMatchObject({ errors: { back_to_site_url: [expect.any(String)] } })
  })
})

describe('flags in a stock host spelling', () => {
  it('takes market_sounding and keeps every spelling in step', async () => {
    const before = flagsFrom(row()).marketSounding
    const res = await patch({ market_sounding: before ? '0' : '1' })
    expect(res.status).toBe(200)
    expect(row().market_sounding_enabled).toBe(before ? 0 : 1)
    expect(row().enableMarketSounding).toBe(before ? 0 : 1)
    expect(row()).not.toHaveProperty('market_sounding')
  })

  it('lets a contract spelling win over the stock one when both are sent', async () => {
    await patch({ funds_enabled: '1', enable_funds: '0' })
    expect(row().funds_enabled).toBe(1)
    expect(row().enableFunds).toBe(1)
  })
})
