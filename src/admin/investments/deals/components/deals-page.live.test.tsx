// @vitest-environment dom
import { render, waitFor } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { http } from '@/lib/api'
import { setConfigForTests } from '@/lib/config'
import { ADMIN_PATHS } from '@/lib/navigation'
import { investorPageHost, loadedClient, Providers } from '@/test/investor-page-host'
import { RealtimeProvider } from '@/shared/notifications'
import { DealsPage } from '../index'
import { cardNames, seededBoard } from '../test/board-host'

const host = investorPageHost('superadmin@example.com')

describe('the board, live', () => {
  it('shows a deal another staff member moved, from the pipeline channel', async () => {
    setConfigForTests({ apiMode: 'mock', pusherKey: 'mock-key' })
    const [{ pipeline, stages }] = seededBoard(host)
    const [from, to] = stages.map((s) => String(s.name))
    const admin = host.user('superadmin@example.com')
    const client = await loadedClient()
    const router = createMemoryRouter([{ path: ADMIN_PATHS.deals, element: <DealsPage /> }], {
      initialEntries: [ADMIN_PATHS.deals],
    })
    const view = render(
      <Providers client={client}>
        <RealtimeProvider userId={admin.id}>
          <RouterProvider router={router} />
        </RealtimeProvider>
      </Providers>,
    )
    await waitFor(() => expect(cardNames(from).length).toBeGreaterThan(0))
    const name = cardNames(from)[0]
    const deal = host.api.host.db.table('pipeline-deals').first((d) => d.name === name)!
    await waitFor(() =>
      expect(host.api.hub.subscriberCount(`private-pipelines.${pipeline.id}`)).toBe(1),
    )

    // The change comes from elsewhere (not this page's mutation): only the broadcast tells it.
    const reads = client.getQueryCache().findAll({ queryKey: ['pipeline-deals'] }).length
    await http.patch(`/api/pipeline-deals/${deal.id}`, { pipeline_stage_id: stages[1].id })
    await waitFor(() => expect(cardNames(to)).toContain(name))
    expect(cardNames(from)).not.toContain(name)
    expect(client.getQueryCache().findAll({ queryKey: ['pipeline-deals'] })).toHaveLength(reads)

    view.unmount()
    await waitFor(() =>
      expect(host.api.hub.subscriberCount(`private-pipelines.${pipeline.id}`)).toBe(0),
    )
  })
})
