// @vitest-environment dom
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ScrollList } from '@/ui/scroll-list/scroll-list'
import { renderWithTheme } from '@/ui/test/render-with-theme'
import { EmptyState } from './empty-state'
import { ErrorState } from './error-state'
import { LoadingState } from './loading-state'

describe('states', () => {
  it('announces loading with visually hidden text', () => {
    renderWithTheme(<LoadingState label="Loading Notifications..." />)
    expect(screen.getByRole('status')).toHaveTextContent('Loading Notifications...')
  })

  it('shows an error with a retry button', async () => {
    const onRetry = vi.fn()
    renderWithTheme(<ErrorState message="The API could not be reached." onRetry={onRetry} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalled()
  })

  it('shows an empty state with its action', () => {
    renderWithTheme(
      <EmptyState title="There are no Notifications." action={<button>Refresh</button>} />,
    )
    expect(screen.getByText('There are no Notifications.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument()
  })

  it('makes the scrollable list a named, focusable region', () => {
    renderWithTheme(
      <ScrollList label="Notifications">
        <ul>
          <li>One</li>
        </ul>
      </ScrollList>,
    )
    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveAttribute('tabindex', '0')
  })
})
