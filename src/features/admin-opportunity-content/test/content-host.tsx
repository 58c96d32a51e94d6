import { screen } from '@testing-library/react'
import type { Row } from '@mocks/db/db'
import { renderPage, type InvestorPageHost } from '@/test/investor-page-host'
import { OpportunityContentEditor } from '../components/opportunity-content-editor'
import { OpportunityPreviewPage } from '../pages/opportunity-preview-page'

export const STAFF = 'superadmin@example.com'
const BASE = '/admin/investments/opportunities/:id'

/** The editor (at …/content, a test-only address) and the preview, as the section mounts them. */
function Editor({ id }: { id: number }) {
  return (
    <main>
      <OpportunityContentEditor opportunityId={id} />
    </main>
  )
}

export const openEditor = (id: number) =>
  renderPage({
    at: `/admin/investments/opportunities/${id}/content`,
    routes: [{ path: `${BASE}/content`, element: <Editor id={id} /> }],
  })

export async function openPreview(id: number, name: string) {
  const view = await renderPage({
    at: `/admin/investments/opportunities/${id}/details/preview`,
    routes: [{ path: `${BASE}/details/preview`, element: <OpportunityPreviewPage /> }],
  })
  await screen.findByRole('heading', { level: 1, name })
  return view
}

/** A live opportunity with every kind of content seeded (the one the portal tests use). */
export const graniteledger = (host: InvestorPageHost) =>
  host.api.host.db
    .table('investment-opportunities')
    .first((o) => String(o.slug).startsWith('graniteledger'))!

/** The opportunity's rows of a family in the mock's database now, in display order. */
export const childRows = (host: InvestorPageHost, family: string, id: number): Row[] =>
  host.api.host.db
    .table(family)
    .where((r) => r.investment_opportunity_id === id)
    .sort((a, b) => Number(a.order) - Number(b.order) || a.id - b.id)

/** A small PNG as a browser's file input hands it over. */
export const pngFile = (name: string) =>
  new File(
    [
      Uint8Array.from(
        atob(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
        ),
        (c) => c.charCodeAt(0),
      ),
    ],
    name,
    { type: 'image/png' },
  )
