// @vitest-environment dom
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { INVESTOR, investorPageHost, mockSettings } from '@/test/investor-page-host'
import { axeFindings } from '@/test/axe'
import { openAt } from '../test/portfolio-host'
import { reliefRows, thisTaxYear } from '../test/tax-host'

const host = investorPageHost(INVESTOR)

describe('tax relief pages (axe)', () => {
  it('the tax relief page has no violations', async () => {
    await mockSettings({ tax_enabled: 1 })
    await openAt('/investor/portfolio/tax')
    await screen.findByRole('combobox', { name: 'Tax year' })
    expect(await axeFindings()).toEqual([])
  })

  it('the printable pack has no violations', async () => {
    await mockSettings({ tax_enabled: 1 })
    await openAt(`/investor/portfolio/tax/${thisTaxYear() - 1}/pack`)
    await screen.findByRole('table', { name: /^Subscriptions claimed in/ })
    expect(await axeFindings()).toEqual([])
  })

  it('a holding with its tax relief card has no violations', async () => {
    const r = reliefRows(host, host.user(INVESTOR).id).find((x) => x.issued !== null)!
    await mockSettings({ tax_enabled: 1 })
    await openAt(`/investor/portfolio/${r.inv.investment_opportunity_id}`)
    await screen.findByText('Held three years on', { selector: 'dt' })
    await screen.findByRole('table', { name: 'Transactions' })
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull())
    expect(await axeFindings()).toEqual([])
  })
})
