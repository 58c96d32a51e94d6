// @vitest-environment dom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { investorPageHost } from '@/test/investor-page-host'
import { renderApp } from '@/app/test/render-app'

investorPageHost('superadmin@example.com')

describe('investor record: associates', () => {
  it('shows the staff who look after the investor, with their roles, beside the owner', async () => {
    await renderApp('/admin/investors/4/details')
    await screen.findByRole('heading', { level: 1, name: 'James Whitaker' })
    const associates = await screen.findByRole('list', { name: 'Associates' }, { timeout: 5000 })
    const items = within(associates).getAllByRole('listitem')
    expect(items.map((i) => i.textContent)).toEqual([
      'Alex Morgan, Relationship owner',
      'Fiona Campbell, Compliance contact',
    ])
  })

  it('says "Not set" for an investor without associates', async () => {
    await renderApp('/admin/investors/5/details')
    await screen.findByRole('heading', { level: 1, name: 'Emily Carter' })
    expect(screen.queryByRole('list', { name: 'Associates' })).toBeNull()
    expect(screen.getByText('Associates').closest('div')).toHaveTextContent(/Not set/)
  })
})
