// @vitest-environment dom
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as mock, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { RouterProvider, createMemoryRouter } from 'react-router-dom'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { setConfigForTests } from '@/lib/config'
import { SETTINGS_SECTIONS, settingsItems } from '@/lib/navigation'
import { flagsFrom } from '@/lib/settings/flag-names'
import { createQueryClient } from '@/lib/query'
import { sessionKeys, type CurrentUser } from '@/lib/session'
import { settingsKeys, TENANT_SETTINGS_ID } from '@/lib/tenant'
import { AppProviders } from './providers'
import { patchRoutesOnNavigation, routes } from './router'
import {
  ErrorPage,
  ERROR_DETAIL,
  ERROR_TITLE,
  NOT_FOUND_DETAIL,
  NOT_FOUND_TITLE,
  RETURN_HOME,
} from './routes/error-page'
import { MAINTENANCE_POLL_MS } from './routes/maintenance'
import { RootLayout } from './routes/root-layout'

const API = 'http://api.test'
const server = setupServer()
let userStatus = 401

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  userStatus = 401
  setConfigForTests({ apiUrl: API, maintenanceMode: '0' })
  server.use(
    mock.get(`${API}/api/branding/1`, () =>
      HttpResponse.json({ data: { page_title: 'Northgate Ventures' } }),
    ),
    mock.get(`${API}/api/user`, () =>
      userStatus === 200
        ? HttpResponse.json({ id: 1, email: 'a@example.com', role_id: 1 })
        : HttpResponse.json({ message: 'x' }, { status: userStatus }),
    ),
    // Whatever else a landing page asks for: these tests are about where the router goes.
    mock.all(`${API}/*`, () => HttpResponse.json({ message: 'Not Found' }, { status: 404 })),
  )
})
afterEach(() => {
  server.resetHandlers()
  vi.useRealTimers()
})
afterAll(() => {
  server.close()
  setConfigForTests(null)
})

type Seed = { user?: Partial<CurrentUser> | null }

function renderAt(path: string, seed: Seed = {}) {
  const queryClient = createQueryClient()
  queryClient.setQueryData(settingsKeys.detail(TENANT_SETTINGS_ID), {
    page_title: 'Northgate Ventures',
  })
  if (seed.user !== undefined) {
    queryClient.setQueryData(sessionKeys.user(), seed.user as CurrentUser | null)
  }
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation })
  render(
    <AppProviders queryClient={queryClient} withGlobalStyle={false}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return router
}

describe('error page (SPEC §2)', () => {
  it('shows the 404 texts for an unknown address, with Login and Register for anonymous users', async () => {
    renderAt('/no/such/page', { user: null })
    expect(await screen.findByRole('heading', { name: NOT_FOUND_TITLE })).toBeInTheDocument()
    expect(screen.getByText(NOT_FOUND_DETAIL)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login')
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register')
    expect(screen.queryByRole('button', { name: RETURN_HOME })).not.toBeInTheDocument()
  })

  it('gives an investor (role 5) links to Overview and Investment Opportunities', async () => {
    renderAt('/nowhere', { user: { id: 2, email: 'i@example.com', role_id: 5 } })
    await screen.findByRole('heading', { name: NOT_FOUND_TITLE })
    expect(screen.getByRole('link', { name: 'Overview' })).toHaveAttribute('href', '/investor')
    expect(screen.getByRole('link', { name: 'Investment Opportunities' })).toHaveAttribute(
      'href',
      '/investor/investments',
    )
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: RETURN_HOME })).not.toBeInTheDocument()
  })

  it('gives other signed-in users a return-home button that goes to /', async () => {
    const router = renderAt('/nowhere', { user: { id: 3, email: 's@example.com', role_id: 1 } })
    await screen.findByRole('heading', { name: NOT_FOUND_TITLE })
    expect(screen.queryByRole('link', { name: 'Overview' })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: RETURN_HOME }))
    // '/' sends a signed-in Super_Admin on to their landing page.
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'))
  })

  it('shows "Something went wrong" with a return-home button for other errors', async () => {
    const queryClient = createQueryClient()
    queryClient.setQueryData(sessionKeys.user(), null)
    const boom = () => {
      throw new Error('boom')
    }
    const router = createMemoryRouter(
      [
        {
          element: <RootLayout />,
          children: [
            {
              errorElement: <ErrorPage />,
              children: [{ path: 'boom', loader: boom, element: <p>never</p> }],
            },
          ],
        },
      ],
      { initialEntries: ['/boom'] },
    )
    vi.spyOn(console, 'error').mockImplementation(() => {})
    render(
      <AppProviders queryClient={queryClient} withGlobalStyle={false}>
        <RouterProvider router={router} />
      </AppProviders>,
    )
    expect(await screen.findByRole('heading', { name: ERROR_TITLE })).toBeInTheDocument()
    expect(screen.getByText(ERROR_DETAIL)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: RETURN_HOME })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument()
  })
})

describe('maintenance (SPEC §2)', () => {
  it('sends every page to /maintenance while the config flag is 1', async () => {
    setConfigForTests({ apiUrl: API, maintenanceMode: '1' })
    const router = renderAt('/', { user: null })
    expect(await screen.findByRole('heading', { name: /be back soon/ })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/maintenance')
    await act(() => router.navigate('/anything/else'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/maintenance'))
  })

  it('goes to /maintenance when the current-user call answers 503', async () => {
    userStatus = 503
    const router = renderAt('/')
    expect(await screen.findByRole('heading', { name: /be back soon/ })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/maintenance')
  })

  it('leaves /maintenance for / when the API answers and the flag is off', async () => {
    const router = renderAt('/maintenance')
    // Back at '/', a visitor without a session goes on to /login.
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
  })

  it('re-checks the user call while down and returns to / once the site is back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    userStatus = 503
    const router = renderAt('/')
    expect(await screen.findByRole('heading', { name: /be back soon/ })).toBeInTheDocument()
    userStatus = 200
    await act(() => vi.advanceTimersByTimeAsync(MAINTENANCE_POLL_MS))
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'))
  })
})

describe('portal guards (SPEC §2, §6)', () => {
  it('sends a logged-out visitor of a protected page to /login with the page to return to', async () => {
    const router = renderAt('/investor/portfolio?tab=2', { user: null })
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toBe('?redirect=%2Finvestor%2Fportfolio%3Ftab%3D2')
  })

  it('keeps an investor (role 5) out of the admin portal', async () => {
    const router = renderAt('/admin/settings', { user: { id: 4, role_id: 5 } })
    await waitFor(() => expect(router.state.location.pathname).toBe('/investor'))
  })

  it.each([
    ['/investor', /^Welcome back/],
    ['/investor/portfolio', /^Portfolio$/],
  ])('opens %s for an investor on a first visit', async (path, heading) => {
    const investor = {
      id: 5,
      role_id: 5,
      first_name: 'James',
      email: 'investor@example.com',
      email_verified_at: '2026-01-01T00:00:00Z',
      terms_accepted: 1,
    }
    renderAt(path, { user: investor as Partial<CurrentUser> })
    // By the element, not the role: the terms dialog (this stand-in host has no terms) may
    // cover the page, and the question is only which page the router rendered.
    await waitFor(() => expect(document.querySelector('main h1')?.textContent).toMatch(heading), {
      timeout: 5000,
    })
  })

  it('takes staff who open the investor portal to their landing page', async () => {
    const router = renderAt('/investor', { user: { id: 9, role_id: 9 } })
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/investors'))
  })

  it.each(['terminology', 'investor', 'security'] as const)(
    'opens /admin/settings/%s at the first page of that section the role may open',
    async (key) => {
      const section = SETTINGS_SECTIONS.find((s) => s.key === key)!
      const first = settingsItems(1, flagsFrom({}), section)[0]
      const admin = {
        id: 1,
        role_id: 1 as const,
        name: 'Sam',
        surname: 'Admin',
        email: 'superadmin@example.com',
      }
      const router = renderAt(`/admin/settings/${key}`, { user: admin })
      // The first of these loads the settings chunk: on a busy machine that alone nears 5 s.
      await waitFor(() => expect(router.state.location.pathname).toBe(first.path), {
        timeout: 15_000,
      })
    },
  )

  it('sends / to /login without a session', async () => {
    const router = renderAt('/', { user: null })
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
  })
})
