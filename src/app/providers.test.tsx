// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react'
import { http as mock, HttpResponse } from 'msw'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { createQueryClient } from '../lib/query'
import { useTenantSettings } from '../lib/tenant'
import { apiTestServer } from '../test/api-test-server'
import { AppProviders } from './providers'

const API = 'http://api.test'
const server = apiTestServer(API)

/** A page whose parts each read the settings, as the shells and pages do. */
function Page() {
  const { pageTitle } = useTenantSettings()
  const [parts] = useState(() => [1, 2, 3])
  return (
    <main>
      <h1>{pageTitle}</h1>
      {parts.map((n) => (
        <Part key={n} />
      ))}
    </main>
  )
}

function Part() {
  useTenantSettings()
  return null
}

describe('AppProviders', () => {
  it('waits for the branding, then renders the page once with the defaults when it fails', async () => {
    let calls = 0
    server.use(
      mock.get(`${API}/api/branding/1`, () => {
        calls += 1
        return HttpResponse.json({ message: 'Service Unavailable' }, { status: 503 })
      }),
    )
    render(
      <AppProviders queryClient={createQueryClient()} withGlobalStyle={false}>
        <Page />
      </AppProviders>,
    )
    expect(screen.getByRole('status')).toHaveTextContent('Loading…')
    expect(await screen.findByRole('heading', { name: 'Investor Portal' })).toBeInTheDocument()
    // Give any mount-triggered refetch time to happen: none may (it would blank the page).
    await new Promise((r) => setTimeout(r, 200))
    expect(calls).toBe(1)
    expect(document.title).toBe('Investor Portal')
    expect(screen.getByRole('heading', { name: 'Investor Portal' })).toBeInTheDocument()
  })

  it("renders the page with the tenant's title once it has arrived", async () => {
    server.use(
      mock.get(`${API}/api/branding/1`, () =>
        HttpResponse.json({ data: { id: 1, page_title: 'Northgate Ventures' } }),
      ),
    )
    render(
      <AppProviders queryClient={createQueryClient()} withGlobalStyle={false}>
        <Page />
      </AppProviders>,
    )
    expect(await screen.findByRole('heading', { name: 'Northgate Ventures' })).toBeInTheDocument()
    expect(document.title).toBe('Northgate Ventures')
  })
})
