import { describe, expect, it } from 'vitest'
import type { TenantSettings } from '@/lib/tenant'
import { termsError, termsPatch, termsValues } from './terms-values'

const row = (terms: Record<string, unknown>) => ({ terms }) as TenantSettings

describe('terms settings values', () => {
  it('starts from the saved text or link, keeping the other empty', () => {
    expect(
      termsValues(row({ terms_version: 3, terms_format: 'text', terms_text: '<p>T</p>' })),
    ).toEqual({ format: 'text', text: '<p>T</p>', url: '' })
    expect(termsValues(row({ terms_format: 'url', terms_text: 'https://x.example/t' }))).toEqual({
      format: 'url',
      text: '',
      url: 'https://x.example/t',
    })
  })

  it('saves without touching the version, and publishing raises the current one by one', () => {
    const values = { format: 'text' as const, text: '<p>New</p>', url: '' }
    const latest = row({ terms_version: 4 })
    expect(termsPatch(values, false, latest)).toEqual({
      terms_format: 'text',
      terms_text: '<p>New</p>',
    })
    expect(termsPatch(values, true, latest)).toMatchObject({ terms_version: 5 })
    expect(termsPatch(values, true, null)).toMatchObject({ terms_version: 2 })
  })

  it('asks for a full http(s) address when the terms are a link', () => {
    const url = (u: string) => termsError({ format: 'url', text: '', url: u })
    expect(url('')).toMatch(/Enter the address/)
    expect(url('example.com/terms')).toMatch(/https:\/\//)
    expect(url('javascript:alert(1)')).toMatch(/https:\/\//)
    expect(url(' https://example.com/terms ')).toBeNull()
    expect(termsError({ format: 'text', text: '', url: 'nonsense' })).toBeNull()
  })
})
