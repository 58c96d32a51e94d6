// @vitest-environment dom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithTheme } from '@/ui/test/render-with-theme'
import { HtmlView } from './html-view'
import { sanitiseHtml } from './sanitise-html'

// What the sanitiser keeps and removes is tested in Chromium (sanitise-html.chromium.test.ts):
// DOMPurify does not support happy-dom. Here: the component renders through it.
describe('HtmlView', () => {
  it('renders the text of the HTML it is given', () => {
    renderWithTheme(<HtmlView html="<p>Quarterly update</p>" />)
    expect(screen.getByText('Quarterly update')).toBeInTheDocument()
  })

  it('renders nothing for no HTML', () => {
    expect(sanitiseHtml(null)).toBe('')
    expect(sanitiseHtml(undefined)).toBe('')
  })
})
