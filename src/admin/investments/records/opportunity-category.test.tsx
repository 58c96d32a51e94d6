// @vitest-environment dom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { investorPageHost, mockSettings } from '@/test/investor-page-host'
import { renderApp } from '@/app/test/render-app'

investorPageHost('superadmin@example.com')
const T = { timeout: 20_000 }

describe('the opportunity form', () => {
  it('offers the investment categories, not the FCA investor categories', async () => {
    await renderApp('/admin/investments/opportunities/new-opportunity')
    const select = await screen.findByRole('combobox', { name: /^Investment category/ }, T)
    await within(select).findByRole('option', { name: 'SEIS' })
    const names = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent)
    expect(names).toEqual(expect.arrayContaining(['EIS', 'SEIS', 'Growth', 'Income']))
    expect(names).not.toContain('Certified sophisticated investor')
    expect(screen.getByRole('combobox', { name: /^Investment character/ })).toBeVisible()
  })

  it('offers neither categories nor characters with their feature flag off (SPEC §2/§9)', async () => {
    await mockSettings({ investment_categories_enabled: 0 })
    await renderApp('/admin/investments/opportunities/new-opportunity')
    expect(await screen.findByRole('combobox', { name: /^Investment type/ }, T)).toBeVisible()
    expect(screen.queryByRole('combobox', { name: /^Investment category/ })).toBeNull()
    expect(screen.queryByRole('combobox', { name: /^Investment character/ })).toBeNull()
  })
})
