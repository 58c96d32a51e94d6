// @vitest-environment dom
// DOMPurify does not support happy-dom (src/ui/rich-text/sanitise-html.chromium.test.ts): these
// cases hold whether or not the sanitiser works here; the sanitiser is proved in Chromium.
import { describe, expect, it } from 'vitest'
import { excerptOf, htmlToText, truncate } from './excerpt'

describe('htmlToText', () => {
  it('keeps the words, separates blocks and drops every element', () => {
    expect(
      htmlToText(
        '<h2>Results</h2><p>Revenue <strong>doubled</strong>.</p><ul><li>One</li><li>Two</li></ul>',
      ),
    ).toBe('Results Revenue doubled. One Two')
  })

  it('never keeps the text of scripts or styles', () => {
    expect(htmlToText('<p>Hi</p><script>alert(1)</script><style>p{}</style>')).toBe('Hi')
  })

  it('gives nothing for nothing', () => {
    expect(htmlToText(null)).toBe('')
    expect(htmlToText('')).toBe('')
  })
})

describe('truncate and excerptOf', () => {
  it('cuts at a word and marks the cut', () => {
    expect(truncate('The quick brown fox jumps', 12)).toBe('The quick…')
    expect(truncate('Short', 12)).toBe('Short')
  })

  it('prefers the summary, else the body, as text', () => {
    expect(excerptOf({ summary: '<p>A <em>short</em> note</p>', body: '<p>Body</p>' })).toBe(
      'A short note',
    )
    expect(excerptOf({ summary: ' ', body: '<p>Body text</p>' })).toBe('Body text')
  })
})
