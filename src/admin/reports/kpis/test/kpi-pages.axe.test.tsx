// @vitest-environment dom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { investorPageHost } from '@/test/investor-page-host'
import { renderApp } from '@/app/test/render-app'
import { axeFindings } from '@/test/axe'
import { FIRST_LOAD, heldKpiCompany } from './kpi-host'

const host = investorPageHost('superadmin@example.com')

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
    expect(await axeFindings({ seriousOnly: true })).toEqual([])
  }, 60_000)

  it('has none on the KPI portfolio', async () => {
    await renderApp('/admin/reports/kpi-portfolio')
    await screen.findByRole('table', { name: /^KPIs by company/ }, FIRST_LOAD)
    expect(await axeFindings({ seriousOnly: true })).toEqual([])
  })
})
