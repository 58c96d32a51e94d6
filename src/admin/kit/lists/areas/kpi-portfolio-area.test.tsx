// @vitest-environment dom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { kpiPortfolioArea } from '.'
import { startMockHost } from '../test/mock-host'
import { renderArea } from '../test/render-area'

const host = startMockHost('superadmin@example.com')

describe('the KPI list reads the tenant’s KPI categories', () => {
  it('offers and shows them by their names, in their order', async () => {
    const db = host.api().host.db
    const table = db.table('kpi-categories')
    const financial = table.first((c) => c.key === 'financial')!
    const impact = table.first((c) => c.key === 'impact')!
    await table.update(financial.id, { name: 'Money', order: 9 })
    await table.update(impact.id, { order: 0 })

    await renderArea(kpiPortfolioArea)
    const filter = await screen.findByRole('combobox', { name: 'Category' })
    await within(filter).findByRole('option', { name: 'Money' })
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All categories', 'Impact', 'Operational', 'Customer', 'Money'])
    // The first page holds financial KPIs (seeded first): their category reads "Money".
    const list = screen.getByRole('table', { name: 'KPI Portfolio' })
    expect((await within(list).findAllByText('Money')).length).toBeGreaterThan(0)
    expect(within(list).queryByText('Financial')).not.toBeInTheDocument()
  })
})
