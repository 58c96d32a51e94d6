// @vitest-environment dom
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { flagsFrom } from '@/lib/flags'
import { currentUserQuery } from '@/lib/session'
import { settingsQuery } from '@/lib/tenant'
import { renderOpenPanel, signIn, startMockHost } from '../test/harness'

const host = startMockHost()
const branding = () => host.api.host.db.table('branding')

describe('Mock controls: data', () => {
  it('asks before resetting, and Cancel leaves everything as it was', async () => {
    await branding().update(1, { enableTax: 0, tax_enabled: 0 })
    const { user, panel } = await renderOpenPanel()
    await user.click(panel.getByRole('button', { name: 'Reset data' }))
    const confirm = panel.getByRole('group', { name: 'Confirm reset' })
    expect(confirm).toHaveTextContent(/Every change made in mock mode is lost/)
    expect(panel.getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await user.click(panel.getByRole('button', { name: 'Cancel' }))
    expect(panel.queryByRole('group', { name: 'Confirm reset' })).not.toBeInTheDocument()
    expect(panel.getByRole('button', { name: 'Reset data' })).toHaveFocus()
    expect(flagsFrom(branding().find(1)).tax).toBe(false)
  })

  it('reseeds the data, then forgets the cache and asks who is signed in', async () => {
    await signIn('investor@example.com')
    await branding().update(1, { enableTax: 0, tax_enabled: 0 })
    const { user, panel, client } = await renderOpenPanel()
    expect(await panel.findByText(/Signed in as/)).toBeInTheDocument()
    await waitFor(() => expect(panel.getByRole('checkbox', { name: 'Tax' })).not.toBeChecked())
    client.setQueryData(['investor', 'stale-list'], ['left over'])

    await user.selectOptions(panel.getByLabelText('Data set'), 'normal')
    await user.click(panel.getByRole('button', { name: 'Reset data' }))
    await user.click(panel.getByRole('button', { name: 'Reset now' }))

    expect(
      await screen.findByText(
        'Data reset to the normal seed. Sign in again.',
        {},
        { timeout: 15000 },
      ),
    ).toBeInTheDocument()
    expect(host.requests).toContain('POST /__mock/reset')
    expect(flagsFrom(branding().find(1)).tax).toBe(true)
    await waitFor(() => expect(panel.getByRole('checkbox', { name: 'Tax' })).toBeChecked())
    expect(flagsFrom(client.getQueryData(settingsQuery.queryKey)).tax).toBe(true)
    // The reseed ended every session; the old data is gone from the cache.
    expect(client.getQueryData(currentUserQuery.queryKey)).toBeNull()
    expect(panel.getByText('Not signed in')).toBeInTheDocument()
    expect(client.getQueryData(['investor', 'stale-list'])).toBeUndefined()
    expect(panel.getByRole('button', { name: 'Reset data' })).toHaveFocus()
  })
})
