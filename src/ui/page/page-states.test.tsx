// @vitest-environment dom
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { TimeoutError } from '@/lib/api'
import { renderWithTheme } from '@/ui/test/render-with-theme'
import { PageStates, type QueryState } from './page-states'

const idle: QueryState = {
  isPending: false,
  isError: false,
  isFetching: false,
  error: null,
  refetch: () => undefined,
}

function show(query: Partial<QueryState>) {
  return renderWithTheme(
    <MemoryRouter>
      <PageStates
        query={{ ...idle, ...query }}
        header={{ title: 'Report', back: { to: '/investor/news', label: 'Back to News' } }}
        what="the report"
      />
    </MemoryRouter>,
  )
}

describe('PageStates', () => {
  it('keeps the header and says what is loading', () => {
    show({ isPending: true })
    expect(screen.getByRole('heading', { level: 1, name: 'Report' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to News' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Loading the report…')
  })

  it('says what could not be loaded and retries on request', async () => {
    const refetch = vi.fn()
    show({ isError: true, error: new Error('Network Error'), refetch })
    expect(screen.getByRole('alert')).toHaveTextContent('The report could not be loaded.')
    await userEvent.click(screen.getByRole('button', { name: /try again/i }))
    expect(refetch).toHaveBeenCalledOnce()
  })

  it('reports a timeout as the text timeout (SPEC §7)', () => {
    show({ isError: true, error: new TimeoutError() })
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('timeout')
    expect(alert).not.toHaveTextContent('could not be loaded')
  })

  it('is nothing once the record is there', () => {
    const { container } = show({})
    expect(container).toBeEmptyDOMElement()
  })
})
