// @vitest-environment dom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithTheme } from '@/ui/test/render-with-theme'
import { space } from '@/lib/theme/tokens'
import { Row } from './row'
import { Stack } from './stack'

describe('Stack and Row', () => {
  it('stack children with the theme gap asked for, on the element asked for', () => {
    renderWithTheme(
      <Stack as="section" aria-label="Figures" $gap="lg" $align="flex-start">
        <p>One</p>
      </Stack>,
    )
    const section = screen.getByRole('region', { name: 'Figures' })
    expect(section.tagName).toBe('SECTION')
    expect(section).toHaveStyle({
      display: 'flex',
      flexDirection: 'column',
      gap: space.lg,
      alignItems: 'flex-start',
    })
  })

  it('lay a row out centred and wrapping by default, and keep it on one line when told', () => {
    renderWithTheme(
      <>
        <Row data-testid="wraps">a</Row>
        <Row data-testid="one-line" $nowrap $gap="xs" $justify="space-between">
          b
        </Row>
      </>,
    )
    expect(screen.getByTestId('wraps')).toHaveStyle({
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: space.sm,
    })
    expect(screen.getByTestId('one-line')).toHaveStyle({
      flexWrap: 'nowrap',
      gap: space.xs,
      justifyContent: 'space-between',
    })
  })
})
