// @vitest-environment dom
import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Button } from '@/ui/button/button'
import { renderWithTheme } from '@/ui/test/render-with-theme'
import { ToastProvider } from './toast-provider'
import { useToast } from './use-toast'

function Trigger() {
  const toast = useToast()
  return (
    <>
      <Button onClick={() => toast.success('Investor saved.')}>Save</Button>
      <Button onClick={() => toast.error('Could not save the investor.')}>Fail</Button>
    </>
  )
}

// fireEvent, not userEvent: user-event's internal waits never settle under fake timers here.
// A toast's look loads with the first toast (lazy); clicking inside an async act lets it arrive.
const click = async (name: string) =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name }))
    await import('./toast-item')
  })

const setup = () =>
  renderWithTheme(
    <ToastProvider>
      <Trigger />
    </ToastProvider>,
  )

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }))
  afterEach(() => vi.useRealTimers())

  it('announces successes politely and dismisses them automatically', async () => {
    setup()
    await click('Save')
    expect(screen.getByRole('status')).toHaveTextContent('Investor saved.')
    act(() => vi.advanceTimersByTime(5100))
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it('announces errors as alerts and keeps them while focused; Escape dismisses', async () => {
    setup()
    await click('Fail')
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('Could not save the investor.')
    act(() => screen.getByRole('button', { name: 'Dismiss' }).focus())
    act(() => vi.advanceTimersByTime(20000))
    expect(screen.getByRole('alert')).toBeInTheDocument()
    fireEvent.keyDown(alert, { key: 'Escape' })
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('closes from its Dismiss button', async () => {
    setup()
    await click('Save')
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it('needs a provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => renderWithTheme(<Trigger />)).toThrow(/ToastProvider/)
    spy.mockRestore()
  })
})
