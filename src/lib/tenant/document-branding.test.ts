// @vitest-environment dom
import { beforeEach, describe, expect, it } from 'vitest'
import { applyDocumentBranding } from './document-branding'

const icon = () => document.head.querySelector<HTMLLinkElement>('link[rel~="icon"]')

beforeEach(() => {
  // As index.html has it: an empty icon until the tenant's settings are known.
  document.head.innerHTML = '<link rel="icon" href="data:," />'
  document.title = ''
})

describe('applyDocumentBranding', () => {
  it("sets the tenant's page title and favicon", () => {
    applyDocumentBranding({ page_title: 'Northgate Ventures', favicon: '/brand/favicon.png' })
    expect(document.title).toBe('Northgate Ventures')
    expect(icon()?.getAttribute('href')).toBe('/brand/favicon.png')
    expect(icon()?.hasAttribute('type')).toBe(false)
  })

  it('falls back to the default title and favicon', () => {
    applyDocumentBranding(undefined)
    expect(document.title).toBe('Investor Portal')
    expect(icon()?.getAttribute('href')).toBe('/favicon.svg')
  })

  it('refuses an unsafe favicon', () => {
    applyDocumentBranding({ page_title: 'X', favicon: 'javascript:alert(1)' })
    expect(icon()?.getAttribute('href')).toBe('/favicon.svg')
  })

  it('adds an icon link when the page has none', () => {
    document.head.innerHTML = ''
    applyDocumentBranding({ favicon: 'https://cdn.example.com/f.ico' })
    expect(icon()?.getAttribute('href')).toBe('https://cdn.example.com/f.ico')
  })
})
