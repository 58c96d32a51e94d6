// @vitest-environment dom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { formatGBP } from '@/lib/format'
import { INVESTOR, investorPageHost, mockSettings } from '@/test/investor-page-host'
import { openAt } from '../test/portfolio-host'
import { labelOf, reliefRows, thisTaxYear } from '../test/tax-host'

const host = investorPageHost(INVESTOR)
afterEach(() => vi.restoreAllMocks())

const STATEMENT =
  'This pack is a record of your subscriptions to help you or your accountant complete your tax return. It is not tax advice.'

describe('TaxPackPage', () => {
  it("prints the year's subscriptions with what the pack is not", async () => {
    const year = thisTaxYear() - 1
    const claimed = reliefRows(host, host.user(INVESTOR).id).filter((r) => r.year === year)
    expect(claimed.length).toBeGreaterThan(0)
    await mockSettings({ tax_enabled: 1 })
    await openAt(`/investor/portfolio/tax/${year}/pack`)

    expect(
      await screen.findByRole('heading', { level: 1, name: `Tax pack ${labelOf(year)}` }),
    ).toBeInTheDocument()
    expect(await screen.findByText(STATEMENT)).toBeInTheDocument()
    expect(screen.getByText(`UK tax year 6 Apr ${year} to 5 Apr ${year + 1}`)).toBeInTheDocument()
    const table = screen.getByRole('table', { name: `Subscriptions claimed in ${labelOf(year)}` })
    const [head, ...body] = within(table).getAllByRole('row')
    expect(
      within(head)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual([
      'Company',
      'Scheme',
      'Shares',
      'Amount',
      'Share issue date',
      'Carry-back',
      'HMRC reference (UIR)',
      'Certificate',
      'Relief',
    ])
    const total = body.at(-1)!
    expect(body.slice(0, -1)).toHaveLength(claimed.length)
    expect(within(total).getByText('Total')).toBeInTheDocument()
    expect(total).toHaveTextContent(
      formatGBP(claimed.reduce((sum, r) => sum + Number(r.inv.amount), 0)),
    )
    for (const r of claimed.filter((c) => c.inv.carry_back === 1)) {
      const row = body.find((b) => within(b).queryByText(r.company))!
      expect(row).toHaveTextContent('Yes')
    }

    // happy-dom has no print dialog: the button's call is what matters.
    const print = vi.fn()
    Object.defineProperty(window, 'print', { value: print, configurable: true, writable: true })
    await userEvent.click(screen.getByRole('button', { name: 'Print' }))
    expect(print).toHaveBeenCalledOnce()
    expect(screen.getByRole('link', { name: 'Back to Tax relief' })).toHaveAttribute(
      'href',
      `/investor/portfolio/tax?year=${year}`,
    )
  })

  it('says so for a year with nothing claimed', async () => {
    await mockSettings({ tax_enabled: 1 })
    await openAt('/investor/portfolio/tax/1999/pack')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tax pack 1999–00' }),
    ).toBeInTheDocument()
    expect(await screen.findAllByText('No subscriptions are claimed in 1999–00.')).not.toHaveLength(
      0,
    )
  })

  it('is not found while the tax feature is off', async () => {
    await mockSettings({ tax_enabled: 0 })
    await openAt(`/investor/portfolio/tax/${thisTaxYear()}/pack`)
    expect(await screen.findByText('Route error: NotFoundError 404')).toBeInTheDocument()
  })

  it('is not found for a year that is not one', async () => {
    await mockSettings({ tax_enabled: 1 })
    await openAt('/investor/portfolio/tax/next/pack')
    expect(await screen.findByText('Route error: NotFoundError 404')).toBeInTheDocument()
  })
})
