// @vitest-environment dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as mock, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { formatGBP } from '@/lib/format'
import { INVESTOR, investorPageHost, mockSettings } from '@/test/investor-page-host'
import { openAt, rows } from '../test/portfolio-host'
import { fact, labelOf, reliefRows, startYearOf, type ReliefRow } from '../test/tax-host'

const host = investorPageHost(INVESTOR)
const mine = () => reliefRows(host, host.user(INVESTOR).id)
const today = () => new Date().toISOString().slice(0, 10)
const plusThreeYears = (day: string) => `${Number(day.slice(0, 4)) + 3}${day.slice(4, 10)}`
/** "28 Aug 2029", as the portal words a date. */
const spoken = (day: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`))

/** A relief holding alone in its opportunity (one card, titled "Tax relief"). */
function single(where: (r: ReliefRow) => boolean) {
  const all = mine()
  const found = all.find(
    (r) =>
      where(r) &&
      all.filter((o) => o.inv.investment_opportunity_id === r.inv.investment_opportunity_id)
        .length === 1,
  )
  if (!found) throw new Error('test: the seed has no such holding')
  return found
}

async function openCard(r: ReliefRow) {
  await mockSettings({ tax_enabled: 1 })
  await openAt(`/investor/portfolio/${r.inv.investment_opportunity_id}`)
  // The card while loading is another element: wait for its facts.
  await screen.findByText('Scheme', { selector: 'dt' })
  return screen.getByRole('region', { name: 'Tax relief' })
}

const certificateOf = (r: ReliefRow) =>
  rows(host, 'tax-certificates', (c) => c.investment_id === r.inv.id && c.status === 'issued')[0]

describe('the holding’s Tax relief card', () => {
  it('shows the scheme, amount, HMRC status and the issued certificate in the viewer', async () => {
    const r = single((x) => x.issued !== null && certificateOf(x) !== undefined)
    const card = await openCard(r)
    expect(fact(card, 'Scheme')).toMatch(new RegExp(`^${String(r.inv.tax_option)}`))
    expect(fact(card, 'Amount')).toBe(formatGBP(Number(r.inv.amount)))
    expect(fact(card, 'Share issue date')).toBe(spoken(r.issued!))
    expect(fact(card, 'HMRC status')).toBe(
      `Authorised – UIR ${String(r.issue!.unique_investment_reference)}`,
    )
    expect(
      within(card).getByRole('link', { name: `${String(r.inv.tax_option)}3 certificate` }),
    ).toHaveAttribute('href', `/investor/pdf/${certificateOf(r).document_id}`)
  })

  it('warns that selling before the qualifying date withdraws the relief', async () => {
    const r = single((x) => x.issued !== null && plusThreeYears(x.issued) > today())
    const card = await openCard(r)
    const on = spoken(plusThreeYears(r.issued!))
    expect(fact(card, 'Held three years on')).toBe(on)
    expect(within(card).getByText(`Selling before ${on} means HMRC withdraws the relief.`))
  })

  it('says when the three years are over', async () => {
    const r = single((x) => x.issued !== null && plusThreeYears(x.issued) <= today())
    const card = await openCard(r)
    const on = spoken(plusThreeYears(r.issued!))
    expect(
      within(card).getByText(
        `Held three years on ${on}: the relief is no longer at risk from a sale.`,
      ),
    ).toBeInTheDocument()
  })

  it('moves the claimed tax year back with the carry-back switch', async () => {
    const r = single((x) => x.issued !== null && x.inv.carry_back !== 1)
    const issueYear = startYearOf(r.issued!)
    const card = await openCard(r)
    expect(fact(card, 'Tax year claimed')).toBe(labelOf(issueYear))
    await userEvent.click(
      within(card).getByRole('checkbox', {
        name: `Claim in ${labelOf(issueYear - 1)} (carry-back)`,
      }),
    )
    await waitFor(() =>
      expect(fact(card, 'Tax year claimed')).toBe(`${labelOf(issueYear - 1)} (carried back)`),
    )
    expect(rows(host, 'investments', (i) => i.id === r.inv.id)[0].carry_back).toBe(1)
    expect(within(card).getByRole('checkbox', { name: /carry-back/ })).toBeChecked()
  })

  it.each([
    ['the investment', false],
    ['the investment without the field', true],
  ])(
    'shows a saved carry-back at once, while the investments are still being read again (%s)',
    async (_, withoutField) => {
      const r = single((x) => x.issued !== null && x.inv.carry_back !== 1)
      const issueYear = startYearOf(r.issued!)
      const card = await openCard(r)
      const reads = () =>
        host.requests.filter((q) => q.startsWith('GET /api/investments/user')).length
      const before = reads()
      // From here on the investments are held (the host answers once released).
      let release = () => {}
      const held = new Promise<undefined>((done) => (release = () => done(undefined)))
      host.use(mock.get(/\/api\/investments\/user/, () => held))
      // The host stores the choice but leaves it out of its answer.
      if (withoutField)
        host.use(
          mock.put(/\/api\/investments\/\d+\/carry-back$/, async () => {
            await host.api.host.db.table('investments').update(r.inv.id, { carry_back: 1 })
            return HttpResponse.json({ data: { id: r.inv.id } })
          }),
        )
      const box = within(card).getByRole('checkbox', { name: /carry-back/ })
      await userEvent.click(box)
      await waitFor(() => expect(reads()).toBeGreaterThan(before))
      expect(fact(card, 'Tax year claimed')).toBe(`${labelOf(issueYear - 1)} (carried back)`)
      expect(box).toBeChecked()
      expect(box).toBeEnabled()
      release()
      await host.settled()
      expect(box).toBeChecked()
    },
  )

  it('shows the choice in the render of the click, before the host has answered', async () => {
    const r = single((x) => x.issued !== null && x.inv.carry_back !== 1)
    let release = () => {}
    const held = new Promise<undefined>((done) => (release = () => done(undefined)))
    host.use(mock.put(/\/api\/investments\/\d+\/carry-back$/, () => held))
    const card = await openCard(r)
    const box = within(card).getByRole('checkbox', { name: /carry-back/ })
    fireEvent.click(box)
    // Read back at once, as a test driver does: no task has run since the click.
    expect(box).toBeChecked()
    expect(box).toBeDisabled()
    release()
    await waitFor(() => expect(box).toBeEnabled())
  })

  it('says why the host refused a carry-back and keeps the choice as it was', async () => {
    const r = single((x) => x.issued !== null && x.inv.carry_back !== 1)
    const message = 'Tax relief is not enabled on this platform.'
    host.use(
      mock.put(/\/api\/investments\/\d+\/carry-back$/, () =>
        HttpResponse.json({ message }, { status: 403 }),
      ),
    )
    const card = await openCard(r)
    const box = within(card).getByRole('checkbox', { name: /carry-back/ })
    await userEvent.click(box)
    expect(await within(card).findByText(message)).toBeInTheDocument()
    expect(box).not.toBeChecked()
  })

  it('is not there while the tax feature is off', async () => {
    const r = single((x) => x.issued !== null)
    await mockSettings({ tax_enabled: 0 })
    await openAt(`/investor/portfolio/${r.inv.investment_opportunity_id}`)
    await screen.findByRole('table', { name: 'Transactions' })
    expect(screen.queryByRole('region', { name: /^Tax relief/ })).toBeNull()
  })
})
