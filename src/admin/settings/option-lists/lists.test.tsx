// @vitest-environment dom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { investorPageHost, renderPage } from '@/test/investor-page-host'
import { OPTION_LISTS, optionListPages } from './lists'

investorPageHost('superadmin@example.com')

/** Each declaration's table headers, after Order and Name. */
const EXPECTED: Record<string, string[]> = {
  'kpi-category': ['Key'],
  kpis: ['Category', 'Unit'],
  industries: ['Description'],
  'investment-types': ['Description'],
  'investment-sub-types': ['Investment type'],
  'investment-categories': ['Description'],
  'investment-characters': ['Description'],
  'lead-status': ['Colour'],
  'sign-up-documents': ['Required', 'Investor'],
}

describe('the option list declarations', () => {
  it('declares a page for each at its settings path', () => {
    expect(optionListPages.map((p) => p.path)).toEqual([
      '/admin/settings/attributes/kpi-category',
      '/admin/settings/attributes/kpis',
      '/admin/settings/attributes/industries',
      '/admin/settings/attributes/investment-types',
      '/admin/settings/attributes/investment-sub-types',
      '/admin/settings/attributes/investment-categories',
      '/admin/settings/attributes/investment-characters',
      '/admin/settings/investor/lead-status',
      '/admin/settings/investor/sign-up-documents',
    ])
  })

  for (const [i, config] of OPTION_LISTS.entries()) {
    it(`${config.item}: renders its columns and rows`, async () => {
      const { path, Component } = optionListPages[i]
      await renderPage({ at: path, routes: [{ path, element: <Component /> }] })
      const table = await screen.findByRole('table', { name: new RegExp(config.plural, 'i') })
      const headers = within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent)
      expect(headers).toEqual(['Order', 'Name', ...EXPECTED[config.item], 'Actions'])
      expect(within(table).getAllByRole('row').length).toBeGreaterThan(1)
    })
  }

  it('investment categories: lists the seeded categories in order', async () => {
    const i = OPTION_LISTS.findIndex((c) => c.item === 'investment-categories')
    const { path, Component } = optionListPages[i]
    await renderPage({ at: path, routes: [{ path, element: <Component /> }] })
    const table = await screen.findByRole('table', { name: /investment categories/i })
    const names = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[1]?.textContent ?? '')
    expect(names.slice(0, 4).map((n) => n.trim())).toEqual(['EIS', 'SEIS', 'Growth', 'Income'])
  })
})
