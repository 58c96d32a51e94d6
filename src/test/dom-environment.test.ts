// @vitest-environment dom
import { existsSync } from 'node:fs'
import { stripVTControlCharacters } from 'node:util'
import { screen, waitFor } from '@testing-library/dom'
import { happyDomBundlePath } from './happy-dom-bundle'

/** What `run` threw, without the terminal colours testing-library prints the DOM in. */
function plainMessage(run: () => unknown): string {
  try {
    run()
  } catch (error) {
    return stripVTControlCharacters((error as Error).message)
  }
  return ''
}

describe('the dom test environment', () => {
  it('gives a test file a browser window at the usual origin', () => {
    expect(document.body).toBeInstanceOf(HTMLElement)
    expect(location.origin).toBe('http://localhost:3000')
    localStorage.setItem('k', 'v')
    expect(localStorage.getItem('k')).toBe('v')
    expect(typeof fetch).toBe('function')
  })

  it("loads happy-dom from this run's one-file build of the installed version", () => {
    expect(happyDomBundlePath()).toMatch(/happy-dom-\d+\.\d+\.\d+-\w+\.mjs$/)
    expect(existsSync(happyDomBundlePath())).toBe(true)
  })

  it("keeps happy-dom's class names, by which testing-library prints a failing query's DOM", () => {
    document.body.innerHTML = '<main><p>Hello <b>there</b></p><!-- a note --></main>'
    const nodes = [...document.querySelector('main')!.childNodes, document.createTextNode('x')]
    expect(nodes.map((n) => n.constructor.name)).toEqual([
      'HTMLParagraphElement',
      'Comment',
      'Text',
    ])
    expect(plainMessage(() => screen.getByText('Goodbye'))).toMatch(
      /Unable to find an element with the text: Goodbye[\s\S]*<main>\s*<p>\s*Hello/,
    )
  })

  it('prints the DOM once, for the error a wait ends with, not for each attempt before it', async () => {
    document.body.innerHTML = '<main><p>Hello</p></main>'
    const attempts: string[] = []
    const lookFor = (text: string) => () => {
      try {
        return screen.getByText(text)
      } catch (error) {
        attempts.push((error as Error).message)
        throw error
      }
    }
    setTimeout(() => document.querySelector('main')!.append('Later'), 30)
    await waitFor(lookFor('Later'))
    expect(attempts.length).toBeGreaterThan(0)
    for (const message of attempts) expect(message).toMatch(/^Unable to find [^<]*$/)

    const failure = await waitFor(lookFor('Never'), { timeout: 50 }).then(
      () => 'found',
      (e: Error) => e.message,
    )
    expect(stripVTControlCharacters(failure)).toMatch(/Never[\s\S]*<main>\s*<p>\s*Hello/)
  })
})
