// @vitest-environment dom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '@/app/test/render-app'
import { investorPageHost } from '@/test/investor-page-host'

const host = investorPageHost('superadmin@example.com')
type Deal = { id: number; name: string; status: string; investment_opportunity_id: number | null }
const deals = () => host.api.host.db.table<Deal & Record<string, unknown>>('pipeline-deals')
const T = { timeout: 20_000 }

/** The value the key information gives a label. */
const valueOf = async (label: string) => {
  const term = await screen.findByText(label, { selector: 'dt' }, T)
  return term.nextElementSibling?.textContent
}

describe('a deal’s status in SPEC §4’s set (1 active, 2 inactive, 3 investment)', () => {
  it('reads Investment once the deal has become an opportunity', async () => {
    const converted = deals().first((d) => d.investment_opportunity_id != null)!
    await renderApp(`/admin/investments/deals/${converted.id}/key-information`)
    expect(await valueOf('Status')).toBe('Investment')
  })

  it('reads Inactive for a dropped deal and Active for one in the pipeline', async () => {
    const lost = deals().first((d) => d.status === 'lost' && d.investment_opportunity_id == null)!
    await renderApp(`/admin/investments/deals/${lost.id}/key-information`)
    expect(await valueOf('Status')).toBe('Inactive')
  })

  it('offers the statuses in its words on the form', async () => {
    const open = deals().first((d) => d.status === 'open' && d.investment_opportunity_id == null)!
    await renderApp(`/admin/investments/deals/${open.id}/edit`)
    const select = await screen.findByRole('combobox', { name: /^Status/ }, T)
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(expect.arrayContaining(['Active', 'Inactive', 'Investment']))
    expect(select).toHaveDisplayValue('Active')
  })
})
