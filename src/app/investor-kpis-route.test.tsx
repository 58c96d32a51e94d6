// @vitest-environment dom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { INVESTOR, investorPageHost } from '@/test/investor-page-host'
import { renderApp } from './test/render-app'
import { NOT_FOUND_TITLE } from './routes/error-page'

const host = investorPageHost(INVESTOR)

/** An opportunity investor@example.com holds. */
const held = () => {
  const db = host.api.host.db
  const userId = host.user(INVESTOR).id
  const investment = db
    .table('investments')
    .first((i) => i.user_id === userId && i.status !== 'cancelled')!
  return db.table('investment-opportunities').find(Number(investment.investment_opportunity_id))!
}

describe('/investor/portfolio/{id}/reports/kpis takes SPEC §2’s optional suffix', () => {
  it.each(['', '/2026-Q3', '/revenue/latest'])('opens the KPIs page at kpis%s', async (suffix) => {
    const opp = held()
    const { router } = await renderApp(`/investor/portfolio/${opp.id}/reports/kpis${suffix}`)
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: `${String(opp.name)} KPIs` },
        { timeout: 20_000 },
      ),
    ).toBeVisible()
    expect(screen.queryByRole('heading', { name: NOT_FOUND_TITLE })).toBeNull()
    expect(router.state.location.pathname).toBe(
      `/investor/portfolio/${opp.id}/reports/kpis${suffix}`,
    )
  })
})
