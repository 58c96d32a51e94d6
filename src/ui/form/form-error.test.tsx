// @vitest-environment dom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithTheme } from '@/ui/test/render-with-theme'
import { FormError } from './form-error'

describe('FormError', () => {
  it('lists each field message once, under the fallback heading', () => {
    const percent = 'Enter a percentage between 0 and 100.'
    renderWithTheme(<FormError errors={[percent, 'Enter your name.', percent]} />)
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('Please correct the highlighted fields.')
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([percent, 'Enter your name.'])
  })

  it('shows nothing without a message or an error', () => {
    const { container } = renderWithTheme(<FormError errors={[]} />)
    expect(container).toBeEmptyDOMElement()
  })
})
