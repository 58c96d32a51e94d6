// @vitest-environment dom
import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { hostState, type Fault } from '@mocks/http/host'
import { http } from '@/lib/api'
import { currentUserQuery } from '@/lib/session'
import { renderOpenPanel, signIn, startMockHost } from '../test/harness'

const host = startMockHost()
const state = () => hostState(host.api.host)
const faults = () => host.api.host.db.table<Fault>('faults').all()

afterEach(async () => {
  await http.post('/__mock/maintenance', { enabled: false })
  await http.post('/__mock/latency', { ms: 0 })
  await http.delete('/__mock/faults')
})

describe('Mock controls: simulate', () => {
  it('reflects what the host simulates now', async () => {
    await http.post('/__mock/maintenance', { enabled: true })
    await http.post('/__mock/latency', { ms: 1500 })
    const { panel } = await renderOpenPanel()
    await waitFor(() => expect(panel.getByRole('checkbox', { name: 'Maintenance' })).toBeChecked())
    expect(panel.getByRole('checkbox', { name: 'Slow network' })).toBeChecked()
    expect(panel.getByRole('checkbox', { name: 'Outage (503)' })).not.toBeChecked()
  })

  it('turns maintenance on (the app sees the site down) and off again', async () => {
    await signIn('investor@example.com')
    const { user, panel, client } = await renderOpenPanel()
    expect(await panel.findByText(/Signed in as/)).toBeInTheDocument()
    const box = await panel.findByRole('checkbox', { name: 'Maintenance' })
    await waitFor(() => expect(box).toBeEnabled())

    await user.click(box)
    await waitFor(() => expect(state().maintenance).toBe(true))
    await waitFor(() => expect(box).toBeChecked())
    expect(await screen.findByText('Maintenance on.')).toBeInTheDocument()
    // The current user is asked again at once: a 503 is what sends the app to /maintenance.
    await waitFor(() =>
      expect(client.getQueryState(currentUserQuery.queryKey)?.status).toBe('error'),
    )
    expect(await panel.findByText(/^Not known: the site is down/)).toBeInTheDocument()

    await user.click(box)
    await waitFor(() => expect(state().maintenance).toBe(false))
    await waitFor(() => expect(box).not.toBeChecked())
    expect(await panel.findByText(/Signed in as/)).toBeInTheDocument()
  })

  it('simulates an outage of the API with a 503 fault, and clears it', async () => {
    const { user, panel } = await renderOpenPanel()
    const box = await panel.findByRole('checkbox', { name: 'Outage (503)' })
    await waitFor(() => expect(box).toBeEnabled())
    await user.click(box)
    await waitFor(() => expect(faults()).toMatchObject([{ path: '/api/*', status: 503 }]))
    await waitFor(() => expect(box).toBeChecked())
    const status = async () =>
      (await http.get('/api/branding/1', { validateStatus: () => true })).status
    expect(await status()).toBe(503)

    await user.click(box)
    await waitFor(() => expect(faults()).toEqual([]))
    await waitFor(() => expect(box).not.toBeChecked())
    expect(await status()).toBe(200)
  })

  it('slows the network down and back', async () => {
    const { user, panel } = await renderOpenPanel()
    const box = await panel.findByRole('checkbox', { name: 'Slow network' })
    await waitFor(() => expect(box).toBeEnabled())
    await user.click(box)
    await waitFor(() => expect(state().latency_ms).toBe(2000))
    await waitFor(() => expect(box).toBeChecked())
    await user.click(box)
    await waitFor(() => expect(state().latency_ms).toBe(0))
    await waitFor(() => expect(box).not.toBeChecked())
  })
})
