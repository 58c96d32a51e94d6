// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { formatGBP } from '@/lib/format'
import { INVESTOR, investorPageHost, mockSettings } from '@/test/investor-page-host'
import { openAt, rows } from '../test/portfolio-host'
import {
  article,
  articlesOf,
  fact,
  labelOf,
  region,
  reliefRows,
  thisTaxYear,
} from '../test/tax-host'

const host = investorPageHost(INVESTOR)
const mine = () => reliefRows(host, host.user(INVESTOR).id)
const claimedIn = (year: number) => mine().filter((r) => r.year === year)

async function openTax(at = '/investor/portfolio/tax') {
  await mockSettings({ tax_enabled: 1 })
  await openAt(at)
  return screen.findByRole('heading', { level: 1, name: 'Tax relief' })
}

describe('TaxPage', () => {
  it("shows this tax year's summary per scheme and the subscriptions claimed in it", async () => {
    const year = thisTaxYear()
    const claimed = claimedIn(year)
    expect(claimed.length).toBeGreaterThan(0)
    await openTax()

    const list = await screen.findByRole('region', {
      name: `Subscriptions claimed in ${labelOf(year)}`,
    })
    expect(within(list).getAllByRole('article')).toHaveLength(claimed.length)
    for (const r of claimed)
      expect(articlesOf(list, r.company)).toBe(
        claimed.filter((c) => c.company === r.company).length,
      )
    // Each names its round, a link to the holding.
    const first = claimed[0]
    const round = rows(
      host,
      'investment-opportunities',
      (o) => o.id === first.inv.investment_opportunity_id,
    )[0]
    expect(
      within(article(list, first.company)).getByRole('link', { name: String(round.name) }),
    ).toHaveAttribute('href', `/investor/portfolio/${first.inv.investment_opportunity_id}`)
    for (const scheme of ['EIS', 'SEIS'] as const) {
      const amounts = claimed
        .filter((r) => r.inv.tax_option === scheme)
        .map((r) => Number(r.inv.amount))
      if (amounts.length === 0) continue
      const card = region(`${scheme} ${labelOf(year)}`)
      expect(fact(card, 'Subscribed')).toBe(formatGBP(amounts.reduce((s, a) => s + a, 0)))
      expect(fact(card, 'Relief rate')).toBe(scheme === 'EIS' ? '30%' : '50%')
      const ofScheme = claimed.filter((r) => r.inv.tax_option === scheme)
      const received = ofScheme.filter(
        (r) =>
          rows(
            host,
            'tax-certificates',
            (c) => c.investment_id === r.inv.id && c.status === 'issued',
          ).length > 0,
      )
      expect(fact(card, `${scheme}3 certificates`)).toBe(
        `${received.length} of ${ofScheme.length} received`,
      )
    }
  })

  it('lists holdings awaiting a share issue apart, with nothing to carry back yet', async () => {
    const awaiting = mine().filter((r) => r.issued === null)
    expect(awaiting.length).toBeGreaterThan(0)
    await openTax()
    const card = await screen.findByRole('region', { name: 'Awaiting a share issue' })
    for (const r of awaiting) {
      const a = article(card, r.company)
      expect(fact(a, 'Share issue date')).toBe('Not yet issued')
      expect(fact(a, 'HMRC status')).toBe('Compliance statement not yet submitted')
      expect(within(a).queryByRole('checkbox')).toBeNull()
      // The card says once that the three years wait for the share issue.
      expect(within(a).queryByText(/three years/)).toBeNull()
    }
    expect(within(card).getByText(/three-year date follow from the share issue date/)).toBeVisible()
  })

  it('offers past years holding a subscription and shows the one picked', async () => {
    const past = [
      ...new Set(
        mine()
          .map((r) => r.year)
          .filter((y): y is number => y !== null),
      ),
    ]
      .filter((y) => y < thisTaxYear())
      .sort((a, b) => b - a)
    await openTax()
    const picker = await screen.findByRole('combobox', { name: 'Tax year' })
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([`${labelOf(thisTaxYear())} (this year)`, ...past.map(labelOf)])
    const year = past[0]
    await userEvent.selectOptions(picker, labelOf(year))
    const list = await screen.findByRole('region', {
      name: `Subscriptions claimed in ${labelOf(year)}`,
    })
    for (const r of claimedIn(year)) expect(article(list, r.company)).toBeInTheDocument()
    expect(screen.getByRole('region', { name: `Tax pack ${labelOf(year)}` })).toBeInTheDocument()
  })

  it('carries a subscription back a year when the investor ticks it', async () => {
    const year = thisTaxYear()
    const claimed = claimedIn(year)
    // One the investor holds once this year, so its article is told apart by company.
    const target = claimed.find(
      (r) => r.inv.carry_back !== 1 && claimed.filter((c) => c.company === r.company).length === 1,
    )!
    await openTax()
    const list = await screen.findByRole('region', {
      name: `Subscriptions claimed in ${labelOf(year)}`,
    })
    const box = within(article(list, target.company)).getByRole('checkbox', {
      name: `Claim in ${labelOf(year - 1)} (carry-back)`,
    })
    expect(box).not.toBeChecked()
    const scheme = String(target.inv.tax_option)
    const before = claimed.filter((r) => r.inv.tax_option === scheme)
    const subscribed = (card: HTMLElement) => fact(card, 'Subscribed')
    expect(subscribed(region(`${scheme} ${labelOf(year)}`))).toBe(
      formatGBP(before.reduce((sum, r) => sum + Number(r.inv.amount), 0)),
    )
    await userEvent.click(box)
    await waitFor(() =>
      expect(rows(host, 'investments', (i) => i.id === target.inv.id)[0].carry_back).toBe(1),
    )
    await waitFor(() => expect(articlesOf(list, target.company)).toBe(0))
    // The summary moves with it: this year's scheme total drops by the subscription.
    const left = before.filter((r) => r !== target)
    const card = screen.queryByRole('region', { name: `${scheme} ${labelOf(year)}` })
    if (left.length === 0) expect(card).toBeNull()
    else
      expect(subscribed(card!)).toBe(formatGBP(left.reduce((s, r) => s + Number(r.inv.amount), 0)))
    // The page says where it went, and offers that year.
    expect(
      await screen.findByText(`${target.company} is now claimed in ${labelOf(year - 1)}.`),
    ).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: `Show ${labelOf(year - 1)}` }))
    expect(screen.getByRole('combobox', { name: 'Tax year' })).toHaveValue(String(year - 1))
    expect(screen.queryByRole('button', { name: `Show ${labelOf(year - 1)}` })).toBeNull()
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Tax year' }),
      labelOf(year - 1),
    )
    const earlier = await screen.findByRole('region', {
      name: `Subscriptions claimed in ${labelOf(year - 1)}`,
    })
    const moved = within(earlier)
      .getAllByRole('article', { name: target.company })
      .find((a) => within(a).queryByText(`${labelOf(year - 1)} (carried back)`))!
    expect(within(moved).getByRole('checkbox', { name: /carry-back/ })).toBeChecked()
  })

  it("downloads the year's pack as CSV with its rows", async () => {
    const year = thisTaxYear()
    const blobs: Blob[] = []
    const create = vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blobs.push(b as Blob)
      return 'blob:tax-pack'
    })
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    try {
      await openTax()
      const pack = await screen.findByRole('region', { name: `Tax pack ${labelOf(year)}` })
      await userEvent.click(within(pack).getByRole('button', { name: 'Download CSV' }))
      await waitFor(() => expect(blobs).toHaveLength(1))
      const [head, ...lines] = (await blobs[0].text()).split('\r\n')
      expect(head).toBe(
        'Company,Scheme,Shares,Amount (GBP),Share issue date,Tax year claimed,Carry-back,HMRC reference (UIR),Certificate,Relief (GBP)',
      )
      const data = lines.slice(0, lines.indexOf(''))
      expect(data).toHaveLength(claimedIn(year).length)
      for (const r of claimedIn(year))
        expect(data.find((l) => l.startsWith(`${r.company},`))).toContain(
          `,${Number(r.inv.amount).toFixed(2)},${r.issued},${labelOf(year)},`,
        )
      expect(lines).toContain(
        'This pack is a record of your subscriptions to help you or your accountant complete your tax return. It is not tax advice.',
      )
    } finally {
      create.mockRestore()
      click.mockRestore()
    }
  })

  it('is not found, and not linked from the portfolio, while the tax feature is off', async () => {
    await mockSettings({ tax_enabled: 0 })
    await openAt('/investor/portfolio')
    await screen.findByRole('heading', { level: 1, name: 'Portfolio' })
    expect(screen.queryByRole('link', { name: 'Tax relief' })).toBeNull()
    await openAt('/investor/portfolio/tax')
    expect(await screen.findByText('Route error: NotFoundError 404')).toBeInTheDocument()
  })

  it('is linked from the portfolio while the tax feature is on', async () => {
    await mockSettings({ tax_enabled: 1 })
    await openAt('/investor/portfolio')
    expect(await screen.findByRole('link', { name: 'Tax relief' })).toHaveAttribute(
      'href',
      '/investor/portfolio/tax',
    )
  })
})
