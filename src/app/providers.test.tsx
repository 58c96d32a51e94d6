// @vitest-environment dom
import { render, screen } from '@testing-library/react'
import { http as mock, HttpResponse } from 'msw'
import { useState } from 'react'
import { beforeEach, describe, expect, it } from 'vitest'
import { createQueryClient } from '@/lib/query'
import { useTenantSettings } from '@/lib/tenant'
import { apiTestServer } from '@/test/api-test-server'
import { AppProviders } from './providers'

const API = 'http://api.test'
const server = apiTestServer(API)

const icon = () => document.head.querySelector('link[rel~="icon"]')?.getAttribute('href')

beforeEach(() => {
  // As index.html has it: an empty icon until the tenant's settings are known.
  document.head.innerHTML = '<link rel="icon" href="data:," />'
})

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
    expect(icon()).toBe('/favicon.svg')
    expect(screen.getByRole('heading', { name: 'Investor Portal' })).toBeInTheDocument()
  })

  it("renders the page with the tenant's title once it has arrived", async () => {
    server.use(
      mock.get(`${API}/api/branding/1`, () =>
        HttpResponse.json({
          data: { id: 1, page_title: 'Northgate Ventures', favicon: '/brand/favicon.svg' },
        }),
      ),
    )
    render(
      <AppProviders queryClient={createQueryClient()} withGlobalStyle={false}>
        <Page />
      </AppProviders>,
    )
    // Not the default first: the browser would fetch and decode two icons, and show another brand.
    expect(icon()).toBe('data:,')
    expect(await screen.findByRole('heading', { name: 'Northgate Ventures' })).toBeInTheDocument()
    expect(document.title).toBe('Northgate Ventures')
    expect(icon()).toBe('/brand/favicon.svg')
  })
})
