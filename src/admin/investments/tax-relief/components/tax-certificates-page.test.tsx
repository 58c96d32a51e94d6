// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { http } from '@/lib/api'
import { ADMIN_PATHS, opportunityPath } from '@/lib/navigation'
import { nextFilingDeadline } from '@/lib/tax-relief'
import { renderApp } from '@/app/test/render-app'
import { axeFindings } from '@/test/axe'
import { investorPageHost, mockSettings } from '@/test/investor-page-host'

investorPageHost('superadmin@example.com')
const T = { timeout: 20_000 }

interface Outstanding {
  investment_opportunity_id: number
  opportunity_name: string
  investor_name: string
  days_outstanding: number
}
/** What the host says is outstanding, so the page is checked against it rather than the seed. */
const outstanding = async () =>
  (await http.get<{ data: Outstanding[] }>('/api/tax-certificates/outstanding')).data.data

beforeEach(async () => {
  await mockSettings({ tax_enabled: 1 })
})

describe('the tax certificates overview', () => {
  it('groups the outstanding certificates by opportunity with their ages', async () => {
    const rows = await outstanding()
    expect(rows.length).toBeGreaterThan(1)
    await renderApp(ADMIN_PATHS.taxCertificates)
    expect(
      await screen.findByRole('heading', { name: 'Tax certificates', level: 1 }, T),
    ).toBeVisible()

    const oldest = rows.reduce((a, b) => (b.days_outstanding > a.days_outstanding ? b : a))
    const same = rows.filter(
      (r) => r.investment_opportunity_id === oldest.investment_opportunity_id,
    )
    const grid = await screen.findByRole(
      'table',
      {
        name: `Outstanding certificates: ${oldest.opportunity_name}`,
      },
      T,
    )
    const card = grid.closest('section')!
    expect(
      within(card).getByText(`${same.length} ${same.length === 1 ? 'investor' : 'investors'}`),
    ).toBeVisible()
    expect(within(card).getAllByText(`${oldest.days_outstanding} days`).length).toBeGreaterThan(0)
    expect(within(grid).getAllByRole('row')).toHaveLength(same.length + 1)
    // The link opens the page the opportunity's stage belongs to (its stage read from the host).
    const opp = (
      await http.get<{ data: { stage: number } }>(
        `/api/investment-opportunities/${oldest.investment_opportunity_id}`,
      )
    ).data.data
    const link = within(card).getByRole('link', { name: /^Open tax relief/ })
    await waitFor(() =>
      expect(link).toHaveAttribute(
        'href',
        opportunityPath(oldest.investment_opportunity_id, opp.stage, 'tax-relief'),
      ),
    )
    // The longest wait comes first.
    const first = screen.getAllByRole('table', { name: /^Outstanding certificates: / })[0]
    expect(first).toBe(grid)
  })

  it('names the next 31 January and the days to it', async () => {
    const deadline = nextFilingDeadline()
    await renderApp(ADMIN_PATHS.taxCertificates)
    const label = await screen.findByText('Next self-assessment deadline', { selector: 'dt' }, T)
    const stat = label.parentElement!
    expect(stat).toHaveTextContent(/31 Jan/)
    expect(stat).toHaveTextContent(deadline.taxYear.label)
    expect(stat).toHaveTextContent(new RegExp(`In ${deadline.daysLeft} days?|Today`))
  })

  it('counts the investors waiting, across how many opportunities', async () => {
    const rows = await outstanding()
    const opportunities = new Set(rows.map((r) => r.investment_opportunity_id)).size
    await renderApp(ADMIN_PATHS.taxCertificates)
    const label = await screen.findByText('Investors waiting', { selector: 'dt' }, T)
    expect(label.nextElementSibling).toHaveTextContent(String(rows.length))
    expect(label.parentElement).toHaveTextContent(`Across ${opportunities} opportunities`)
  })

  it('is not offered with the tax flag off', async () => {
    await mockSettings({ tax_enabled: 0 })
    await renderApp(ADMIN_PATHS.taxCertificates)
    expect(await screen.findByText("You don't have access to this page", {}, T)).toBeVisible()
    expect(screen.queryByRole('link', { name: 'Tax certificates' })).toBeNull()
  })

  it('has no axe findings', async () => {
    await renderApp(ADMIN_PATHS.taxCertificates)
    await screen.findAllByRole('table', { name: /^Outstanding certificates: / }, T)
    expect(await axeFindings()).toEqual([])
  })
})
