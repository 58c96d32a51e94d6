// @vitest-environment dom
import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { hostState } from '@mocks/http/host'
import { http } from '@/lib/api'
import { renderOpenPanel, startMockHost } from '../test/harness'

const host = startMockHost()
const dialect = () => hostState(host.api.host).dialect

afterEach(async () => {
  await http.post('/__mock/dialect', { dialect: 'contract' })
})

describe('Mock controls: host dialect', () => {
  it('shows the dialect the host plays now', async () => {
    await http.post('/__mock/dialect', { dialect: 'stock' })
    const { panel } = await renderOpenPanel()
    const group = await panel.findByRole('group', { name: 'Host dialect' })
    expect(group).toBeInTheDocument()
    await waitFor(() =>
      expect(panel.getByRole('radio', { name: 'Stock Laravel (bare models)' })).toBeChecked(),
    )
    expect(panel.getByRole('radio', { name: 'Contract (JSON resources)' })).not.toBeChecked()
  })

  it('switches to stock Laravel and back, refreshing what the open page holds', async () => {
    const { user, panel, client } = await renderOpenPanel()
    const stock = await panel.findByRole('radio', { name: 'Stock Laravel (bare models)' })
    const contract = panel.getByRole('radio', { name: 'Contract (JSON resources)' })
    await waitFor(() => expect(contract).toBeChecked())
    await waitFor(() => expect(stock).toBeEnabled())
    client.setQueryData(['investor', 'page-data'], 'shaped by the old dialect')
    const pageData = () => client.getQueryState(['investor', 'page-data'])

    await user.click(stock)
    await waitFor(() => expect(dialect()).toBe('stock'))
    expect(host.requests).toContain('POST /__mock/dialect')
    expect(
      await screen.findByText('The mock host now answers as Stock Laravel (bare models).'),
    ).toBeInTheDocument()
    await waitFor(() => expect(stock).toBeChecked())
    // The open page's data is marked stale, so it is asked for again in the new dialect.
    expect(pageData()?.isInvalidated).toBe(true)

    await user.click(contract)
    await waitFor(() => expect(dialect()).toBe('contract'))
    await waitFor(() => expect(contract).toBeChecked())
  })
})
