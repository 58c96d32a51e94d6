// @vitest-environment dom
import { existsSync } from 'node:fs'
import { happyDomBundlePath } from './happy-dom-bundle'

describe('the dom test environment', () => {
  it('gives a test file a browser window at the usual origin', () => {
    expect(document.body).toBeInstanceOf(HTMLElement)
    expect(location.origin).toBe('http://localhost:3000')
    localStorage.setItem('k', 'v')
    expect(localStorage.getItem('k')).toBe('v')
    expect(typeof fetch).toBe('function')
  })

  it("loads happy-dom from this run's one-file build of the installed version", () => {
    expect(happyDomBundlePath()).toMatch(/happy-dom-\d+\.\d+\.\d+\.mjs$/)
    expect(existsSync(happyDomBundlePath())).toBe(true)
  })
})
