import { describe, expect, it } from 'vitest'
import { safeRedirect } from './safe-redirect'

describe('safeRedirect', () => {
  it.each([
    ['/admin', '/admin'],
    ['/investor/portfolio/3?tab=reports#top', '/investor/portfolio/3?tab=reports#top'],
    ['/admin/investors?filter[name]=Smith', '/admin/investors?filter[name]=Smith'],
    ['/investor/news/reports/%C3%A9', '/investor/news/reports/%C3%A9'],
    ['/admin/../investor', '/investor'],
  ])('keeps the same-origin path %s', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected)
  })

  it.each([
    '//evil.example',
    '//evil.example/admin',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\\/evil.example',
    '\\/evil.example',
    'https://evil.example',
    'http:evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'evil.example',
    'admin',
    '',
    ' /admin',
    '/\t/evil.example',
    '/\n/evil.example',
    '/%2F%2Fevil.example',
    '/%2f%2fevil.example',
    '/%5Cevil.example',
    '/%5cevil.example',
    '%2F%2Fevil.example',
    '/%252F%252Fevil.example',
    '/%09/evil.example',
    '/%E0%A4%A',
    '/admin\\..\\..\\evil',
  ])('rejects %j', (input) => {
    expect(safeRedirect(input)).toBeNull()
  })

  it('rejects non-strings and overlong input', () => {
    expect(safeRedirect(null)).toBeNull()
    expect(safeRedirect(undefined)).toBeNull()
    expect(safeRedirect(['/admin'])).toBeNull()
    expect(safeRedirect(`/${'a'.repeat(5000)}`)).toBeNull()
  })
})
