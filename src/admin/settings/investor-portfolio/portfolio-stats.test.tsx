// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as mswHttp, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { openAt } from '@/investor/portfolio/test/portfolio-host'
import { INVESTOR, investorPageHost, logInAs, renderPage } from '@/test/investor-page-host'
import { PortfolioStatsPage } from './portfolio-stats-page'

const host = investorPageHost('superadmin@example.com')
const PATH = '/admin/settings/investor/portfolio-stats'
const settingsRow = () => host.api.host.db.table('branding').find(1)!
const openPage = () =>
  renderPage({ at: PATH, routes: [{ path: PATH, element: <PortfolioStatsPage /> }] })
const cardLabels = (region: HTMLElement) =>
  within(region)
    .getAllByText(/^(Invested|Current value|Total gain|Total loss|Gain or loss|Holdings)$/)
    .map((el) => el.textContent)

describe('PortfolioStatsPage', () => {
  it('keeps the choice when the save fails', async () => {
    host.use(
      mswHttp.post('*/api/branding/1', () =>
        HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
      ),
    )
    await openPage()
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Shown: Holdings' }))
    await userEvent.click(screen.getByRole('button', { name: 'Save portfolio stats' }))
    expect(await screen.findByRole('alert')).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: 'Shown: Holdings' })).not.toBeChecked()
    expect(settingsRow().portfolio_stats ?? null).toBeNull()
  })

  it('hides and reorders the totals (previewed, announced, focus follows); the investor portfolio follows', async () => {
    await openPage()
    const preview = await screen.findByRole('region', { name: 'Preview of the portfolio totals' })
    expect(cardLabels(preview)).toEqual(['Invested', 'Current value', 'Total gain', 'Holdings'])

    await userEvent.click(screen.getByRole('checkbox', { name: 'Shown: Invested' }))
    await userEvent.click(screen.getByRole('button', { name: 'Move up Holdings' }))
    expect(screen.getByText('Holdings moved to position 3 of 4.')).toBeInTheDocument()
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move up Holdings' })).toHaveFocus(),
    )
    expect(cardLabels(preview)).toEqual(['Current value', 'Holdings', 'Total gain'])

    await userEvent.click(screen.getByRole('button', { name: 'Save portfolio stats' }))
    expect(
      await screen.findByText('Portfolio stats saved.', {}, { timeout: 5000 }),
    ).toBeInTheDocument()
    expect(JSON.parse(String(settingsRow().portfolio_stats))).toEqual([
      'current_value',
      'holdings',
      'change',
    ])

    await logInAs(INVESTOR)
    await openAt('/investor/portfolio')
    const totals = await screen.findByRole('region', { name: /totals$/ }, { timeout: 5000 })
    expect(cardLabels(totals)).toEqual([
      'Current value',
      'Holdings',
      expect.stringMatching(/^(Total gain|Total loss|Gain or loss)$/),
    ])
  })
})
