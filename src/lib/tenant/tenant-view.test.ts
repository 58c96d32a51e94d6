import { describe, expect, it } from 'vitest'
import { tenantTerms, tenantView } from './tenant-view'

describe('tenantView', () => {
  it('gives the defaults for no settings (a failed call)', () => {
    expect(tenantView(undefined)).toEqual({
      raw: undefined,
      pageTitle: 'Investor Portal',
      logo: null,
      logoAlt: null,
      favicon: null,
      colours: {},
      navigation: {},
      terms: { version: 1, format: 'text', text: null },
      portfolioDisplay: 0,
      portfolioStats: ['invested', 'current_value', 'change', 'holdings'],
      backToSiteUrl: null,
      appVersion: '1.0.0',
      marketSoundingDescription: null,
      riskWarningText: null,
      isCustomBranding: false,
      isTrial: false,
    })
  })

  it('reads the settings row', () => {
    const view = tenantView({
      page_title: 'Northgate Ventures',
      logo: '/brand/logo.svg',
      colours: '{"primary":"#0b3d5c"}',
      navigation: '{"investments":"Deals"}',
      terms: { terms_version: 3, terms_format: 'text', terms_text: '<p>Terms</p>' },
      portfolio_display: 2,
      back_to_site_url: 'https://northgate.example',
      appVersion: '2.1.0',
      isCustomBranding: 1,
    })
    expect(view).toMatchObject({
      pageTitle: 'Northgate Ventures',
      logo: '/brand/logo.svg',
      colours: { primary: '#0b3d5c' },
      navigation: { investments: 'Deals' },
      terms: { version: 3, format: 'text', text: '<p>Terms</p>' },
      portfolioDisplay: 2,
      backToSiteUrl: 'https://northgate.example/',
      appVersion: '2.1.0',
      isCustomBranding: true,
    })
  })

  it('drops unsafe links and bad JSON', () => {
    const view = tenantView({
      back_to_site_url: 'javascript:alert(1)',
      logo: '//evil.example/logo.png',
      colours: '{bad',
      navigation: 'nope',
    })
    expect(view).toMatchObject({ backToSiteUrl: null, logo: null, colours: {}, navigation: {} })
  })
})

describe('tenantTerms', () => {
  it('keeps a url only when it is a safe http(s) link', () => {
    const url = (terms_text: string) =>
      tenantTerms({ terms: { terms_version: 2, terms_format: 'url', terms_text } })
    expect(url('https://example.com/terms')).toEqual({
      version: 2,
      format: 'url',
      text: 'https://example.com/terms',
    })
    expect(url('javascript:alert(1)').text).toBeNull()
  })

  it('defaults bad versions to 1 and reads flat columns', () => {
    const flat = { terms_version: '4', terms_format: 'url', terms_text: 'https://x.example/t' }
    expect(tenantTerms(flat as never)).toEqual({
      version: 4,
      format: 'url',
      text: 'https://x.example/t',
    })
    expect(
      tenantTerms({ terms: { terms_version: 0, terms_format: 'text', terms_text: null } }).version,
    ).toBe(1)
  })
})
