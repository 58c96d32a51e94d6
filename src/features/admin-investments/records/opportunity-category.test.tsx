// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { investorPageHost } from '../../../test/investor-page-host'
import { renderApp } from '@/app/test/render-app'

investorPageHost('superadmin@example.com')

describe('the opportunity form', () => {
  it('offers the investment categories, not the FCA investor categories', async () => {
    await renderApp('/admin/investments/opportunities/new-opportunity')
    const select = await screen.findByRole(
      'combobox',
      { name: /^Investment category/ },
      {
        timeout: 20_000,
      },
    )
    await within(select).findByRole('option', { name: 'SEIS' })
    const names = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent)
    expect(names).toEqual(expect.arrayContaining(['EIS', 'SEIS', 'Growth', 'Income']))
    expect(names).not.toContain('Certified sophisticated investor')
  })
})
