// @vitest-environment dom
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { sanitiseHtml } from '@/ui/rich-text/sanitise-html'
import { INVESTOR, investorPageHost } from '@/test/investor-page-host'
import { heldOpportunityIds, openAt, rows } from '../test/portfolio-host'

/**
 * DOMPurify does not work in happy-dom (it fails open there: cure53/DOMPurify#1457; the
 * sanitiser itself is tested in Chromium, src/ui/rich-text/sanitise-html.chromium.test.ts).
 * Here the sanitiser stands in as a spy, to prove the report body reaches the page only
 * through it: the raw HTML goes in, and only what it returns comes out.
 */
vi.mock('../../../ui/rich-text/sanitise-html', () => ({
  sanitiseHtml: vi.fn((html: string | null | undefined) =>
    html ? '<h2>Quarter in brief</h2><p>Revenue grew.</p><img src="x" alt="chart">' : '',
  ),
}))

const host = investorPageHost(INVESTOR)
afterEach(() => vi.restoreAllMocks())

/** A live update report about an opportunity the investor holds. */
function heldUpdate() {
  const held = new Set(heldOpportunityIds(host, host.user(INVESTOR).id))
  const report = rows(
    host,
    'reports',
    (r) =>
      r.type === 'update' && r.status === 'live' && held.has(Number(r.investment_opportunity_id)),
  )[0]
  const opp = rows(
    host,
    'investment-opportunities',
    (o) => o.id === report.investment_opportunity_id,
  )[0]
  return { report, opp }
}

describe('HoldingReportPage', () => {
  it('renders the report sanitised: no script, no event handler', async () => {
    const { report, opp } = heldUpdate()
    const w = window as unknown as Record<string, unknown>
    const hostile =
      '<h2>Quarter in brief</h2><p>Revenue grew.</p><script>window.__pwned = 1</script><img src="x" alt="chart" onerror="window.__pwned = 2">'
    await host.api.host.db.table('reports').update(report.id, { body: hostile })
    const view = await openAt(`/investor/portfolio/${opp.id}/reports/${report.id}`)

    expect(
      await screen.findByRole('heading', { level: 1, name: String(report.title) }),
    ).toBeInTheDocument()
    expect(sanitiseHtml).toHaveBeenCalledWith(hostile)
    expect(screen.getByRole('heading', { level: 2, name: 'Quarter in brief' })).toBeInTheDocument()
    expect(screen.getByText('Revenue grew.')).toBeInTheDocument()
    expect(view.container.querySelector('script')).toBeNull()
    expect(view.container.querySelector('[onerror]')).toBeNull()
    expect(w.__pwned).toBeUndefined()
    expect(screen.getByRole('link', { name: `Back to ${opp.name}` })).toHaveAttribute(
      'href',
      `/investor/portfolio/${opp.id}?tab=updates`,
    )
  })

  it("is not found under another holding's address", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { report } = heldUpdate()
    const other = heldOpportunityIds(host, host.user(INVESTOR).id).find(
      (id) => id !== report.investment_opportunity_id,
    )
    await openAt(`/investor/portfolio/${other}/reports/${report.id}`)
    expect(await screen.findByText('Route error: NotFoundError 404')).toBeInTheDocument()
  })

  it('is not found for a draft report', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { report, opp } = heldUpdate()
    await host.api.host.db.table('reports').update(report.id, { status: 'draft' })
    await openAt(`/investor/portfolio/${opp.id}/reports/${report.id}`)
    expect(await screen.findByText('Route error: NotFoundError 404')).toBeInTheDocument()
  })
})
