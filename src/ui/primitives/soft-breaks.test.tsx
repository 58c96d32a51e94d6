// @vitest-environment dom
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SoftBreaks } from './soft-breaks'

describe('SoftBreaks', () => {
  it('lets an email wrap only before its separators, and reads as one address', () => {
    const { container } = render(
      <span>
        <SoftBreaks>zara.hussain52@example.co.uk</SoftBreaks>
      </span>,
    )
    const span = container.querySelector('span')!
    expect(span).toHaveTextContent('zara.hussain52@example.co.uk')
    expect(span.innerHTML).toBe('zara<wbr>.hussain52<wbr>@example<wbr>.co<wbr>.uk')
  })

  it('leaves a token without separators whole', () => {
    const { container } = render(<SoftBreaks>INV000004</SoftBreaks>)
    expect(container.innerHTML).toBe('INV000004')
  })
})
