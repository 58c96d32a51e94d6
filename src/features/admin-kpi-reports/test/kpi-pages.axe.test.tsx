// @vitest-environment happy-dom
import axe from 'axe-core'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { investorPageHost } from '@/test/investor-page-host'
import { renderApp } from '@/app/test/render-app'
import { FIRST_LOAD, heldKpiCompany } from './kpi-host'

const host = investorPageHost('superadmin@example.com')

// happy-dom does no layout, so contrast is left to the browser.
async function violations() {
  const result = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false } },
    resultTypes: ['violations'],
  })
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

describe('KPI pages (axe)', { timeout: 60_000 }, () => {
  it('has no serious violations in the grid, with a new period and a refused value', async () => {
    const company = heldKpiCompany(host)
    await renderApp(`/admin/reports/kpis?company=${company.id}`)
    const grid = await screen.findByRole('table', { name: /^KPI values of / }, FIRST_LOAD)
    await userEvent.click(screen.getByRole('button', { name: 'Add period' }))
    const cell = (await within(grid).findAllByRole('textbox'))[0]
    await userEvent.type(cell, 'x')
    await userEvent.click(screen.getByRole('button', { name: 'Save KPI values' }))
    await screen.findByText(/was not saved/)
    expect(await violations()).toEqual([])
  }, 60_000)

  it('has none on the KPI portfolio', async () => {
    await renderApp('/admin/reports/kpi-portfolio')
    await screen.findByRole('table', { name: /^KPIs by company/ }, FIRST_LOAD)
    expect(await violations()).toEqual([])
  })
})
