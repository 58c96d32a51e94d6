// @vitest-environment dom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithTheme } from '@/ui/test/render-with-theme'
import { EmptyState } from './empty-state'
import { QueryStates } from './query-states'

function Names({ read, showLabel }: { read: () => Promise<string[]>; showLabel?: boolean }) {
  const query = useQuery({ queryKey: ['names'], queryFn: read, retry: false })
  return (
    <QueryStates
      query={query}
      loading="Loading the names…"
      showLabel={showLabel}
      errorTitle="The names could not be loaded"
      isEmpty={(names) => names.length === 0}
      empty={<EmptyState title="No names yet" />}
    >
      {(names) => <p>{names.join(', ')}</p>}
    </QueryStates>
  )
}

const renderNames = (read: () => Promise<string[]>, showLabel?: boolean) =>
  renderWithTheme(
    <QueryClientProvider client={new QueryClient()}>
      <Names read={read} showLabel={showLabel} />
    </QueryClientProvider>,
  )

describe('QueryStates', () => {
  it('shows the loading text beside the spinner only when asked', () => {
    const never = () => new Promise<string[]>(() => {})
    const { unmount } = renderNames(never, true)
    expect(screen.getByText('Loading the names…')).toBeVisible()
    expect(screen.getByText('Loading the names…').tagName).toBe('SPAN')
    unmount()
    renderNames(never)
    expect(screen.getByRole('status')).toHaveTextContent('Loading the names…')
  })

  it('shows the empty state when the data is empty, and the data otherwise', async () => {
    const { unmount } = renderNames(async () => [])
    expect(await screen.findByText('No names yet')).toBeInTheDocument()
    unmount()
    renderNames(async () => ['Ada', 'Grace'])
    expect(await screen.findByText('Ada, Grace')).toBeInTheDocument()
    expect(screen.queryByText('No names yet')).not.toBeInTheDocument()
  })

  it('retries a failed read from its error state', async () => {
    let calls = 0
    renderNames(async () => {
      calls += 1
      if (calls === 1) throw new Error('offline')
      return ['Ada']
    })
    expect(await screen.findByRole('alert')).toHaveTextContent('The names could not be loaded')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Ada')).toBeInTheDocument()
  })
})
