// @vitest-environment dom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { flagsWith } from '@/lib/navigation/test-flags'
import { ROLES } from '@/lib/permissions'
import userEvent from '@testing-library/user-event'
import { http as mock } from 'msw'
import { createQueryClient } from '@/lib/query'
import { settingsKeys, TENANT_SETTINGS_ID } from '@/lib/tenant'
import { apiTestServer } from '@/test/api-test-server'
import { renderAdmin, settingsWith, staffUser } from '../test/render-admin'
import { FORBIDDEN_TITLE } from './forbidden-page'

const API = 'http://api.test'
const server = apiTestServer(API)

const open = (roleId: number, path: string, flags = flagsWith()) =>
  renderAdmin({ user: staffUser(roleId), settings: settingsWith(flags), path })

const forbidden = () => screen.queryByRole('heading', { name: FORBIDDEN_TITLE })

describe('AdminRouteGuard (SPEC §6)', () => {
  it('shows a Creator the forbidden page on deals, inside the shell', async () => {
    open(ROLES.Creator, '/admin/investments/deals')
    expect(await screen.findByRole('heading', { name: FORBIDDEN_TITLE })).toBeInTheDocument()
    expect(screen.getByRole('main')).toContainElement(forbidden())
    expect(screen.getByRole('navigation', { name: 'Admin' })).toBeInTheDocument()
    expect(screen.getByText(/Your role, Creator, can't open this page/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to Investors' })).toHaveAttribute(
      'href',
      '/admin/investors',
    )
    expect(screen.queryByText('Routed page')).not.toBeInTheDocument()
  })

  it('renders the page when the role may open it', () => {
    open(ROLES.Creator, '/admin/investors/new-investor')
    expect(screen.getByText('Routed page')).toBeInTheDocument()
    expect(forbidden()).not.toBeInTheDocument()
  })

  it('refuses an action the role lacks on an area it may list', () => {
    open(ROLES.Creator, '/admin/investors/12/edit')
    expect(forbidden()).toBeInTheDocument()
  })

  it('refuses a detail tab hidden from the role', () => {
    open(ROLES.Investment_Manager, '/admin/investments/existing/3/transactions')
    expect(forbidden()).toBeInTheDocument()
    expect(screen.getByText(/Investment Manager/, { selector: 'p' })).toBeInTheDocument()
  })

  it('refuses an area whose feature flag is off, and opens it when on', () => {
    const { unmount } = open(ROLES.Super_Admin, '/admin/funds', flagsWith({ funds: false }))
    expect(forbidden()).toBeInTheDocument()
    unmount()
    open(ROLES.Super_Admin, '/admin/funds')
    expect(screen.getByText('Routed page')).toBeInTheDocument()
  })

  it('lets unknown paths through to the router 404', () => {
    open(ROLES.Creator, '/admin/no-such-area')
    expect(screen.getByText('Routed page')).toBeInTheDocument()
    expect(forbidden()).not.toBeInTheDocument()
  })

  it('sends a role without the overview from /admin to its landing page', () => {
    const { router } = open(ROLES.Entrepreneur, '/admin')
    expect(router.state.location.pathname).toBe('/admin/investments/deals')
    expect(screen.getByText('Routed page')).toBeInTheDocument()
  })

  it('opens the overview for a role that has it', () => {
    open(ROLES.Investment_Committee, '/admin')
    expect(screen.getByText('Overview page')).toBeInTheDocument()
  })

  it('waits for the session instead of refusing while it loads', () => {
    // The user call has not answered yet.
    server.use(mock.get(`${API}/api/user`, () => new Promise<never>(() => {})))
    const client = createQueryClient()
    client.setQueryData(settingsKeys.detail(TENANT_SETTINGS_ID), settingsWith())
    renderAdmin({ client, path: '/admin/investments/deals' })
    expect(screen.getByRole('status')).toHaveTextContent('Loading…')
    expect(forbidden()).not.toBeInTheDocument()
  })
})

describe('ForbiddenPage', () => {
  it('names the landing page of the role', async () => {
    open(ROLES.Entrepreneur, '/admin/investors')
    expect(await screen.findByRole('link', { name: 'Go to Deals' })).toHaveAttribute(
      'href',
      '/admin/investments/deals',
    )
  })

  it('takes the user back to their landing page', async () => {
    const { router } = open(ROLES.Creator, '/admin/investments/deals')
    await userEvent.click(await screen.findByRole('link', { name: 'Go to Investors' }))
    expect(router.state.location.pathname).toBe('/admin/investors')
    expect(screen.getByText('Routed page')).toBeInTheDocument()
  })
})
