// @vitest-environment dom
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { adminNav, investorNav } from '@/lib/navigation'
import { ALL_ON } from '@/lib/navigation/test-flags'
import { roleTitle, ROLES } from '@/lib/permissions'
import { terminologyFrom } from '@/lib/terminology'
import { settingsQuery } from '@/lib/tenant'
import { mockSettingsHost, renderSettingsPage } from '../test/settings-host'
import { terminologyPages } from './terminology-pages'

const host = mockSettingsHost()

const pageAt = (path: string) => {
  const page = terminologyPages.find((p) => p.path === path)!
  return renderSettingsPage(page.Component, path)
}
const navigation = () => JSON.parse(String(host.row().navigation)) as Record<string, string>

describe('Terminology › Navigation', () => {
  it('lists each term with its default and saves a new word, keeping the other keys', async () => {
    const { client } = await pageAt('/admin/settings/terminology/navigation')
    expect(await screen.findByRole('heading', { level: 1, name: 'Navigation' })).toBeInTheDocument()
    const field = screen.getByRole('textbox', { name: 'Investments' })
    // The seed stores the default words explicitly; the placeholder is the default.
    expect(field).toHaveValue('Investments')
    expect(field).toHaveAttribute('placeholder', 'Investments')
    expect(screen.getByRole('textbox', { name: 'Overview' })).toHaveValue('')

    await userEvent.clear(field)
    await userEvent.type(field, 'Opportunities')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))

    expect(await screen.findByText('Navigation terminology saved.')).toBeInTheDocument()
    const saved = navigation()
    expect(saved.investments).toBe('Opportunities')
    // Keys of other pages, as seeded, are untouched.
    expect(saved.investors).toBe('Investors')
    expect(saved.investor_reference_number).toBe('Investor Reference Number')
    // The app's settings are the saved row: both portals' navigation follows.
    const terms = terminologyFrom(client.getQueryData(settingsQuery.queryKey)?.navigation)
    expect(adminNav(ROLES.Super_Admin, ALL_ON, terms).map((i) => i.label)).toContain(
      'Opportunities',
    )
    expect(investorNav(0, terms).map((i) => i.label)).toContain('Opportunities')
  })

  it('resets a term to its default: the key leaves the navigation JSON', async () => {
    await pageAt('/admin/settings/terminology/navigation')
    const field = await screen.findByRole('textbox', { name: 'Portfolio' })
    expect(field).toHaveValue('Portfolio')
    await userEvent.click(screen.getByRole('button', { name: 'Reset to default for Portfolio' }))
    expect(field).toHaveValue('')
    expect(screen.getByRole('button', { name: 'Reset to default for Portfolio' })).toBeDisabled()
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect('portfolio' in navigation()).toBe(false))
    expect(navigation().investments).toBe('Investments')
  })

  it('keeps what was typed when the save fails', async () => {
    const { http: mock, HttpResponse } = await import('msw')
    host.server.use(
      mock.post('*/api/branding/1', () =>
        HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
      ),
    )
    await pageAt('/admin/settings/terminology/navigation')
    const field = await screen.findByRole('textbox', { name: 'News' })
    await userEvent.type(field, 'Insights')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByRole('alert')).toBeInTheDocument()
    expect(field).toHaveValue('Insights')
    expect(navigation().news).toBeUndefined()
  })
})

describe('Terminology › Roles', () => {
  it('renames a role wherever roles are named', async () => {
    const { client } = await pageAt('/admin/settings/terminology/roles')
    const field = await screen.findByRole('textbox', { name: 'Investment Committee' })
    expect(screen.queryByRole('textbox', { name: 'Investor' })).toBeNull()
    await userEvent.type(field, 'Board')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(navigation().role_investment_committee).toBe('Board'))
    const terms = terminologyFrom(client.getQueryData(settingsQuery.queryKey)?.navigation)
    expect(roleTitle(ROLES.Investment_Committee, terms)).toBe('Board')
    expect(roleTitle(ROLES.Super_Admin, terms)).toBe('Super Admin')
  })
})
