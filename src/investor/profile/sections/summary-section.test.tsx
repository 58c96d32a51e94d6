// @vitest-environment dom
import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/lib/query'
import type { CurrentUser } from '@/lib/session'
import { settingsQuery } from '@/lib/tenant'
import { Providers } from '@/test/investor-page-host'
import { SummarySection } from './summary-section'

function renderSummary(user: Record<string, unknown>) {
  const client = createQueryClient()
  client.setQueryData(settingsQuery.queryKey, null)
  return render(
    <Providers client={client}>
      <MemoryRouter>
        <SummarySection user={user as unknown as CurrentUser} />
      </MemoryRouter>
    </Providers>,
  )
}

const USER = {
  id: 9,
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  role_id: 5,
  kyc_status: 'verified',
}

describe('profile view with what a stock host sends (issue 9)', () => {
  it('shows an organisation whose link has no status (a plain pivot) instead of crashing', () => {
    renderSummary({
      ...USER,
      organisations: [{ id: 3, name: 'Acme Ltd', type: 'company', pivot: { role: 'director' } }],
    })
    expect(screen.getByRole('link', { name: 'Acme Ltd' })).toBeInTheDocument()
    expect(screen.getByText('Not set')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument()
    expect(screen.queryByText(/undefined/)).not.toBeInTheDocument()
  })

  it('keeps a malformed record to its own card: the rest of the profile still shows', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderSummary({
      ...USER,
      // Not a list: the organisations card cannot read it.
      organisations: { broken: true },
    })
    expect(screen.getByRole('alert')).toHaveTextContent('Your organisations could not be shown.')
    expect(screen.getByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument()
    vi.restoreAllMocks()
  })
})
