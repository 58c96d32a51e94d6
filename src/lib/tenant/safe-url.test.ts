import { describe, expect, it } from 'vitest'
import { safeAssetUrl, safeExternalUrl } from './safe-url'

describe('safeExternalUrl (terms URL, back-to-site link)', () => {
  it.each([
    ['https://example.com/terms', 'https://example.com/terms'],
    ['http://example.com', 'http://example.com/'],
    ['  HTTPS://Example.com/a?b=1#c ', 'https://example.com/a?b=1#c'],
  ])('accepts %j', (input, expected) => {
    expect(safeExternalUrl(input)).toBe(expected)
  })

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,hi',
    'vbscript:x',
    'ftp://example.com',
    '//example.com',
    '/terms',
    'terms.html',
    'http:example.com',
    'https:/example.com',
    'https://user:pass@example.com',
    'https://example.com@evil.example',
    'https://exa mple.com',
    'https:\\\\evil.example',
    'https://',
    '',
    null,
    undefined,
    42,
  ])('rejects %j', (input) => {
    expect(safeExternalUrl(input)).toBeNull()
  })
})

describe('safeAssetUrl (logo, favicon)', () => {
  it('accepts site-relative paths and http(s) URLs', () => {
    expect(safeAssetUrl('/brand/logo.svg')).toBe('/brand/logo.svg')
    expect(safeAssetUrl('https://cdn.example.com/logo.png')).toBe(
      'https://cdn.example.com/logo.png',
    )
  })

  it('rejects protocol-relative, backslash and script URLs', () => {
    for (const bad of [
      '//evil.example/x.png',
      '/\\evil.example',
      'javascript:alert(1)',
      'logo.png',
    ])
      expect(safeAssetUrl(bad)).toBeNull()
  })
})
