// @vitest-environment dom
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as msw, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { SEARCH_DEBOUNCE_MS } from '@/ui'
import { investorPageHost } from '@/test/investor-page-host'
import { openAt } from '../test/opportunities-host'

const host = investorPageHost()

/** A stock host: spatie's 400 for filter[search]; every other request goes on to the mock. */
function refuseSearch() {
  const searched: string[] = []
  host.use(
    msw.get('*/api/investment-opportunities', ({ request }) => {
      const url = new URL(request.url)
      if (!url.searchParams.has('filter[search]')) return undefined
      searched.push(url.searchParams.get('filter[search]') ?? '')
      return HttpResponse.json(
        {
          message:
            'Requested filter(s) `search` are not allowed. Allowed filter(s) are `id, slug, status`.',
        },
        { status: 400 },
      )
    }),
  )
  return searched
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('OpportunitiesPage on a host that refuses the search filter', () => {
  it('keeps the cards, says so beside the search box and stops sending the search', async () => {
    const searched = refuseSearch()
    await openAt('/investor/investments')
    const before = (await screen.findAllByRole('article')).length
    const box = screen.getByRole('searchbox', { name: 'Search opportunities' })

    await userEvent.type(box, 'granite{Enter}')
    const note = await screen.findByText('Search is not available on this host.')
    expect(note.closest('[role="status"]')).not.toBeNull()
    expect(box).toHaveAccessibleDescription('Search is not available on this host.')
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(before))
    expect(screen.queryByText('Something went wrong')).toBeNull()

    await userEvent.type(box, 'ledger')
    await pause(SEARCH_DEBOUNCE_MS + 200)
    expect(searched).toEqual(['granite'])
    expect(screen.getAllByRole('article')).toHaveLength(before)
  })
})
