// @vitest-environment dom
import { screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Row } from '@mocks/db/db'
import { FLAG_NAMES, flagsFrom } from '@/lib/flags'
import { settingsQuery, tenantView } from '@/lib/tenant'
import { renderOpenPanel, startMockHost } from '../test/harness'

const host = startMockHost()
const row = () => host.api.host.db.table('branding').find(1)!
let seeded: Row

beforeEach(async () => {
  seeded ??= { ...row() }
  await host.api.host.db.table('branding').update(1, seeded, { touch: false })
  host.requests.length = 0
})

describe('Mock controls: feature flags and settings', () => {
  it('shows every flag as the tenant has it', async () => {
    await host.api.host.db.table('branding').update(1, { funds_enabled: 0, enableFunds: 0 })
    const { panel } = await renderOpenPanel()
    const flags = await panel.findByRole('group', { name: 'Feature flags' })
    expect(flags.querySelectorAll('input[type=checkbox]')).toHaveLength(FLAG_NAMES.length)
    expect(panel.getByRole('checkbox', { name: 'Funds' })).not.toBeChecked()
    expect(panel.getByRole('checkbox', { name: 'Risk warning' })).toBeChecked()
  })

  it('turns a flag off on the host (both spellings) and in the settings query', async () => {
    const { user, panel, client } = await renderOpenPanel()
    const box = await panel.findByRole('checkbox', { name: 'Risk warning' })
    await user.click(box)

    expect(await screen.findByText('Risk warning turned off.')).toBeInTheDocument()
    expect(host.requests).toContain('POST /__mock/settings')
    expect(row()).toMatchObject({ risk_warning_enabled: 0, enableRiskWarning: 0 })
    await waitFor(() =>
      expect(flagsFrom(client.getQueryData(settingsQuery.queryKey)).riskWarning).toBe(false),
    )
    expect(box).not.toBeChecked()
    // Other flags are untouched.
    expect(flagsFrom(row()).funds).toBe(true)

    await user.click(box)
    await waitFor(() => expect(row()).toMatchObject({ risk_warning_enabled: 1 }))
    await waitFor(() => expect(box).toBeChecked())
  })

  it('shows the click at once, before the host has answered', async () => {
    const { panel } = await renderOpenPanel()
    const box = await panel.findByRole('checkbox', { name: 'Risk warning' })
    // A plain DOM click, checked in the same task: nothing async may be needed for the box to
    // show its new state (a browser test reads it straight after clicking).
    box.click()
    expect(box).not.toBeChecked()
    expect(await screen.findByText('Risk warning turned off.')).toBeInTheDocument()
    expect(box).not.toBeChecked()
  })

  it('sets the portfolio display', async () => {
    const { user, panel, client } = await renderOpenPanel()
    await user.selectOptions(await panel.findByLabelText(/^Portfolio display/), '2')
    await waitFor(() => expect(row().portfolio_display).toBe(2))
    expect(tenantView(client.getQueryData(settingsQuery.queryKey)).portfolioDisplay).toBe(2)
    expect(await screen.findByText('Portfolio display set to 2.')).toBeInTheDocument()
  })

  it('publishes a new terms version', async () => {
    const { user, panel, client } = await renderOpenPanel()
    expect(await panel.findByText('Terms version 1')).toBeInTheDocument()
    await user.click(panel.getByRole('button', { name: 'Publish new terms version' }))
    expect(await panel.findByText('Terms version 2')).toBeInTheDocument()
    expect(row().terms_version).toBe(2)
    expect(tenantView(client.getQueryData(settingsQuery.queryKey)).terms.version).toBe(2)
    expect(await screen.findByText('Terms version 2 published.')).toBeInTheDocument()
  })

  it('puts the flag back and says so when the host refuses', async () => {
    await host.api.host.db.table('branding').delete(1)
    await host.api.host.db.table('branding').insert(seeded)
    const { user, panel, client } = await renderOpenPanel()
    const box = await panel.findByRole('checkbox', { name: 'Tax' })
    await host.api.host.db.table('branding').delete(1)
    expect(box).toBeChecked()
    await user.click(box)
    expect(await screen.findByText(/The settings were not changed/)).toBeInTheDocument()
    await waitFor(() => expect(client.isFetching()).toBe(0))
    expect(box).toBeChecked()
    expect(flagsFrom(client.getQueryData(settingsQuery.queryKey)).tax).toBe(true)
    await host.api.host.db.table('branding').insert(seeded)
  })
})
