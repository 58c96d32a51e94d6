// @vitest-environment happy-dom
import axe from 'axe-core'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { INVESTOR, investorPageHost, mockSettings } from '@/test/investor-page-host'
import { LEDGER_CAPTION } from '../components/fund-ledger-table'
import { heldFundIds, heldOpportunityIds, openAt } from '../test/portfolio-host'

const host = investorPageHost(INVESTOR)

// happy-dom does no layout, so contrast is left to the browser journeys.
async function violations() {
  const result = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false } },
    resultTypes: ['violations'],
  })
  return result.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
}

const chartsLoaded = () =>
  waitFor(() => expect(document.querySelector('[data-chart-skeleton]')).toBeNull())

describe('portfolio pages (axe)', () => {
  it('the portfolio, with its charts and a chart table open, has no violations', async () => {
    await openAt('/investor/portfolio')
    await screen.findByRole('table', { name: /^Your holdings: / })
    await chartsLoaded()
    await userEvent.click(screen.getAllByRole('button', { name: /^Show as table/ })[0])
    expect(await violations()).toEqual([])
  })

  it('a holding on each of its tabs has no violations', async () => {
    const id = heldOpportunityIds(host, host.user(INVESTOR).id)[0]
    await openAt(`/investor/portfolio/${id}`)
    await screen.findByRole('table', { name: 'Transactions' })
    for (const tab of ['Documents', 'Updates', 'Reports', 'Performance']) {
      await userEvent.click(screen.getByRole('tab', { name: tab }))
      await waitFor(() => expect(screen.queryByRole('status')).toBeNull())
      await chartsLoaded()
      expect(await violations(), tab).toEqual([])
    }
  })

  it('a fund holding has no violations', async () => {
    await mockSettings({ funds_enabled: 1 })
    await openAt(`/investor/portfolio/fund/${heldFundIds(host, host.user(INVESTOR).id)[0]}`)
    await screen.findByRole('table', { name: LEDGER_CAPTION })
    await chartsLoaded()
    expect(await violations()).toEqual([])
  })
})
