// @vitest-environment dom
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { INVESTOR, investorPageHost, mockSettings } from '@/test/investor-page-host'
import { axeFindings } from '@/test/axe'
import { LEDGER_CAPTION } from '../components/fund-ledger-table'
import { heldFundIds, heldOpportunityIds, openAt } from '../test/portfolio-host'

const host = investorPageHost(INVESTOR)

const chartsLoaded = () =>
  waitFor(() => expect(document.querySelector('[data-chart-skeleton]')).toBeNull())

describe('portfolio pages (axe)', () => {
  it('the portfolio, with its charts and a chart table open, has no violations', async () => {
    await openAt('/investor/portfolio')
    await screen.findByRole('table', { name: /^Your holdings: / })
    await chartsLoaded()
    await userEvent.click(screen.getAllByRole('button', { name: /^Show as table/ })[0])
    expect(await axeFindings()).toEqual([])
  })

  it('a holding on each of its tabs has no violations', async () => {
    const id = heldOpportunityIds(host, host.user(INVESTOR).id)[0]
    await openAt(`/investor/portfolio/${id}`)
    await screen.findByRole('table', { name: 'Transactions' })
    for (const tab of ['Documents', 'Updates', 'Reports', 'Performance']) {
      await userEvent.click(screen.getByRole('tab', { name: tab }))
      await waitFor(() => expect(screen.queryByRole('status')).toBeNull())
      await chartsLoaded()
      expect(await axeFindings(), tab).toEqual([])
    }
  })

  it('a fund holding has no violations', async () => {
    await mockSettings({ funds_enabled: 1 })
    await openAt(`/investor/portfolio/fund/${heldFundIds(host, host.user(INVESTOR).id)[0]}`)
    await screen.findByRole('table', { name: LEDGER_CAPTION })
    await chartsLoaded()
    expect(await axeFindings()).toEqual([])
  })
})
