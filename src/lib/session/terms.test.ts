// @vitest-environment dom
// A browser environment: that is where axios leaves FormData to set its multipart boundary.
import { http as mock, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createHttp } from '@/lib/api'
import { acceptTerms, needsTerms } from './terms'

describe('needsTerms (SPEC §4)', () => {
  const settings = (terms_version?: number) =>
    terms_version === undefined
      ? {}
      : { terms: { terms_version, terms_format: 'text' as const, terms_text: '' } }

  it('is true while the accepted version is below the current one', () => {
    expect(needsTerms({ accepted_terms_version: 1 }, settings(2))).toBe(true)
    expect(needsTerms({ accepted_terms_version: 2 }, settings(2))).toBe(false)
    expect(needsTerms({ accepted_terms_version: 3 }, settings(2))).toBe(false)
  })

  it('uses the default version 1 without settings', () => {
    expect(needsTerms({ accepted_terms_version: 0 }, undefined)).toBe(true)
    expect(needsTerms({ accepted_terms_version: 1 }, null)).toBe(false)
    expect(needsTerms({ accepted_terms_version: 0 }, settings())).toBe(true)
  })

  it('reads a flat terms_version and numeric strings', () => {
    expect(needsTerms({ accepted_terms_version: '1' }, { terms_version: 2 } as never)).toBe(true)
    expect(needsTerms({ accepted_terms_version: null }, settings(1))).toBe(true)
  })

  it('never blocks a logged-out visitor', () => {
    expect(needsTerms(null, settings(5))).toBe(false)
  })
})

describe('acceptTerms', () => {
  const server = setupServer()
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())

  it('POSTs the user route as multipart with _method=PATCH and the version', async () => {
    let seen: { type: string | null; fields: Record<string, FormDataEntryValue> } | null = null
    server.use(
      mock.post('http://api.test/api/users/42', async ({ request }) => {
        const type = request.headers.get('content-type')
        seen = { type, fields: Object.fromEntries(await request.formData()) }
        return HttpResponse.json({ data: { id: 42, accepted_terms_version: 3 } })
      }),
    )
    await acceptTerms(42, 3, createHttp({ baseURL: 'http://api.test' }))
    expect(seen!.type).toMatch(/^multipart\/form-data/)
    expect(seen!.fields).toEqual({ _method: 'PATCH', accepted_terms_version: '3' })
  })
})
