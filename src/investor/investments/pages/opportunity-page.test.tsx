// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { formatGBP } from '@/lib/format'
import { investorPageHost, mockSettings } from '@/test/investor-page-host'
import { openAt, openOpportunity as open, opportunity, rows } from '../test/opportunities-host'
import { expectLink } from '@/investor/test/expect-link'

const host = investorPageHost()

/** A live opportunity the demo investor holds a reservation in, with every section seeded. */
const graniteledger = () => opportunity(host, (o) => String(o.slug).startsWith('graniteledger'))
const me = () => host.user('investor@example.com').id

const openOpportunity = (slug: string) => open(host, slug)

const region = (name: string) => screen.getByRole('region', { name })

describe('OpportunityPage', () => {
  it('shows the opportunity: header, sections and key information', async () => {
    const o = graniteledger()
    await openOpportunity(String(o.slug))
    expect(screen.getByText(String(o.company_name), { selector: 'p' })).toBeInTheDocument()
    expectLink('Back to Investments', '/investor/investments')
    for (const name of [
      'Gallery',
      `About ${o.company_name}`,
      'Key points',
      'Key information',
      'Team',
      'Key dates',
      'Key Documents',
      'Share prices',
      'Updates',
      'Invest',
    ])
      expect(region(name)).toBeInTheDocument()

    const info = region('Key information')
    const fact = (label: string) => within(info).getByText(label).nextElementSibling?.textContent
    expect(fact('Target')).toBe(formatGBP(Number(o.target_amount)))
    expect(fact('Minimum investment')).toBe(formatGBP(Number(o.minimum_investment)))
    expect(fact('Pre-money valuation')).toBe(
      o.pre_money_valuation == null ? 'None' : formatGBP(Number(o.pre_money_valuation)),
    )
    expect(within(info).getByRole('progressbar', { name: 'Raised so far' })).toBeInTheDocument()
    expect(within(info).getByText('Tax relief')).toBeInTheDocument()

    const points = rows(host, 'key-points', (p) => p.investment_opportunity_id === o.id)
    for (const p of points)
      expect(within(region('Key points')).getByText(String(p.title))).toBeInTheDocument()
    const team = rows(host, 'team-images', (p) => p.investment_opportunity_id === o.id)
    for (const p of team)
      expect(
        within(region('Team')).getByRole('heading', { name: String(p.name) }),
      ).toBeInTheDocument()
    expect(within(region('Share prices')).getByRole('table')).toBeInTheDocument()
  })

  it('lists only the public documents, each opening in the viewer', async () => {
    const o = graniteledger()
    await openOpportunity(String(o.slug))
    const docs = rows(
      host,
      'documents',
      (d) => d.documentable_type === 'investment-opportunities' && d.documentable_id === o.id,
    )
    const shown = docs.filter((d) => d.visibility === 'public')
    const hidden = docs.filter((d) => d.visibility === 'private')
    expect(shown.length).toBeGreaterThan(0)
    expect(hidden.length).toBeGreaterThan(0)
    const card = region('Key Documents')
    for (const d of shown) expectLink(String(d.name), `/investor/pdf/${d.id}`, card)
    for (const d of hidden) expect(screen.queryByText(String(d.name))).toBeNull()
  })

  it('lists the live updates published to the investor', async () => {
    const o = graniteledger()
    await openOpportunity(String(o.slug))
    const live = rows(
      host,
      'reports',
      (r) => r.investment_opportunity_id === o.id && r.type === 'update' && r.status === 'live',
    )
    const card = region('Updates')
    for (const r of live)
      expect(await within(card).findByRole('link', { name: String(r.title) })).toHaveAttribute(
        'href',
        `/investor/news/reports/${r.id}`,
      )
  })

  it('moves through the gallery by buttons and by keyboard', async () => {
    const o = graniteledger()
    await openOpportunity(String(o.slug))
    const images = rows(host, 'galleries', (g) => g.investment_opportunity_id === o.id).sort(
      (a, b) => Number(a.order) - Number(b.order),
    )
    const gallery = region('Gallery')
    const thumbs = within(gallery).getAllByRole('button', { name: /^Show image/ })
    expect(thumbs).toHaveLength(images.length)
    expect(thumbs[0]).toHaveAttribute('aria-current', 'true')
    expect(within(gallery).getByText(`Image 1 of ${images.length}`)).toBeInTheDocument()

    await userEvent.click(thumbs[1])
    expect(thumbs[1]).toHaveAttribute('aria-current', 'true')
    expect(within(gallery).getByText(`Image 2 of ${images.length}`)).toBeInTheDocument()
    expect(within(gallery).getAllByRole('img')[0]).toHaveAttribute(
      'src',
      String(images[1].image_url),
    )

    await userEvent.keyboard('{ArrowRight}')
    expect(thumbs[2]).toHaveFocus()
    expect(thumbs[2]).toHaveAttribute('aria-current', 'true')
    await userEvent.click(within(gallery).getByRole('button', { name: 'Previous image' }))
    expect(within(gallery).getByText(`Image 2 of ${images.length}`)).toBeInTheDocument()
  })

  it('hides the tax relief without the tax feature', async () => {
    await mockSettings({ tax: 0 })
    await openOpportunity(String(graniteledger().slug))
    expect(within(region('Key information')).queryByText('Tax relief')).toBeNull()
    expect(screen.queryByRole('list', { name: 'Tax relief' })).toBeNull()
  })

  it('is the 404 page for an unknown slug and for an opportunity not open to the investor', async () => {
    // React and the router log the thrown NotFoundError; that is the behaviour under test.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const first = await openAt('/investor/investments/no-such-opportunity')
    expect(await screen.findByText('Route error: NotFoundError 404')).toBeInTheDocument()
    first.unmount()

    const invited = new Set(
      rows(host, 'invitations', (i) => i.user_id === me()).map((i) => i.investment_opportunity_id),
    )
    const held = new Set(
      rows(host, 'investments', (i) => i.user_id === me()).map((i) => i.investment_opportunity_id),
    )
    const internal = opportunity(
      host,
      (o) => o.status === 3 && !invited.has(o.id) && !held.has(o.id),
    )
    await openAt(`/investor/investments/${internal.slug}`)
    await waitFor(() =>
      expect(screen.getByText('Route error: NotFoundError 404')).toBeInTheDocument(),
    )
    quiet.mockRestore()
    warn.mockRestore()
  })
})
