// @vitest-environment dom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithTheme } from '@/ui/test/render-with-theme'
import { VisuallyHidden } from './visually-hidden'

describe('VisuallyHidden', () => {
  it('stays at its containing block’s left edge, so it never widens the page', () => {
    renderWithTheme(<VisuallyHidden>KPI values by period</VisuallyHidden>)
    expect(screen.getByText('KPI values by period')).toHaveStyle({
      position: 'absolute',
      left: '0px',
    })
  })
})
