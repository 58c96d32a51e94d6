import type { Row } from '@mocks/db/db'
import { byOrder, rows } from '@/test/mock-host'
import type { InvestorPageHost } from '@/test/investor-page-host'
import { renderScreen } from '@/test/render-routes'
import { OpportunityContentEditor } from '../components/opportunity-content-editor'

export { STAFF } from '@/test/session-steps'
export const BASE = '/admin/investments/opportunities/:id'

/** The editor (at …/content, a test-only address), as the section mounts it. */
function Editor({ id }: { id: number }) {
  return (
    <main>
      <OpportunityContentEditor opportunityId={id} />
    </main>
  )
}

export const openEditor = (id: number) =>
  renderScreen(`/admin/investments/opportunities/${id}/content`, <Editor id={id} />, {
    path: `${BASE}/content`,
  })

/** A live opportunity with every kind of content seeded (the one the portal tests use). */
export const graniteledger = (host: InvestorPageHost) =>
  host.api.host.db
    .table('investment-opportunities')
    .first((o) => String(o.slug).startsWith('graniteledger'))!

/** The opportunity's rows of a family in the mock's database now, in display order. */
export const childRows = (host: InvestorPageHost, family: string, id: number): Row[] =>
  rows(host, family, (r) => r.investment_opportunity_id === id).sort(byOrder)

export { pngFile } from '@/test/files'
