// @vitest-environment dom
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { CloseIcon } from '@/ui/primitives/icons'
import { renderWithTheme } from '@/ui/test/render-with-theme'
import { Button } from './button'
import { IconButton } from './icon-button'

describe('Button', () => {
  it('is a non-submitting button by default', () => {
    renderWithTheme(<Button variant="secondary">Cancel</Button>)
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveAttribute('type', 'button')
  })

  it('while loading: aria-busy, stays focusable, ignores clicks, shows the loading text', async () => {
    const onClick = vi.fn()
    renderWithTheme(
      <Button loading loadingText="Submitting" onClick={onClick}>
        Submit
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Submitting' })
    expect(button).toHaveAttribute('aria-busy', 'true')
    expect(button).toHaveAttribute('aria-disabled', 'true')
    expect(button).not.toBeDisabled()
    await userEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
  })

  it('names icon buttons by their aria-label', async () => {
    const onClick = vi.fn()
    renderWithTheme(<IconButton aria-label="Close panel" icon={<CloseIcon />} onClick={onClick} />)
    await userEvent.click(screen.getByRole('button', { name: 'Close panel' }))
    expect(onClick).toHaveBeenCalledTimes(1)
  })
})
