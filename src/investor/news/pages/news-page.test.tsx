// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { http } from '@/lib/api'
import { formatDate } from '@/lib/format'
import { INVESTOR, investorPageHost, mockSettings } from '@/test/investor-page-host'
import { expectedNews, openAt, reports } from '../test/news-host'
import { expectLink } from '@/investor/test/expect-link'

const host = investorPageHost(INVESTOR)

const entries = () => screen.getAllByRole('article')
const titles = () => entries().map((e) => within(e).getByRole('heading', { level: 2 }).textContent)

describe('NewsPage', () => {
  it('lists the live update reports published to the investor, newest first', async () => {
    await openAt('/investor/news')
    expect(screen.getByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument()
    await screen.findAllByRole('article')
    const expected = expectedNews(host, INVESTOR)
    expect(expected.length).toBeGreaterThan(10)
    expect(titles()).toEqual(expected.slice(0, 10).map((r) => r.title))
    // Never a draft, never another kind of report.
    const drafts = reports(host).where((r) => r.status !== 'live' || r.type !== 'update')
    for (const draft of drafts) expect(titles()).not.toContain(draft.title)
    expect(
      screen.getByText(`Showing 1–10 of ${expected.length} reports`, { exact: false }),
    ).toBeInTheDocument()
  })

  it('shows each report with its link, subject, date and a plain-text excerpt', async () => {
    const [newest] = expectedNews(host, INVESTOR)
    await reports(host).update(newest.id, {
      summary: null,
      body: '<h2>Trading update</h2><p>Revenue <strong>doubled</strong>.</p><script>window.__x=1</script>',
    })
    await openAt('/investor/news')
    const entry = (await screen.findAllByRole('article'))[0]
    expectLink(String(newest.title), `/investor/news/reports/${newest.id}`, entry)
    const opportunity = host.api.host.db
      .table('investment-opportunities')
      .find(Number(newest.investment_opportunity_id))
    const fund = host.api.host.db.table('funds').find(Number(newest.fund_id))
    expect(entry).toHaveTextContent(String((opportunity ?? fund)!.name))
    expect(entry).toHaveTextContent(formatDate(String(newest.published_at)))
    expect(within(entry).getByText('Trading update Revenue doubled.')).toBeInTheDocument()
    expect(entry.querySelector('strong, h2 + h2, script')).toBeNull()
  })

  it('pages through the feed with the page in the URL', async () => {
    const { router } = await openAt('/investor/news')
    await screen.findAllByRole('article')
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }))
    const expected = expectedNews(host, INVESTOR)
    await waitFor(() => expect(titles()).toEqual(expected.slice(10, 20).map((r) => r.title)))
    expect(router.state.location.search).toBe('?page=2')
  })

  it('uses the tenant word for news', async () => {
    await mockSettings({ navigation: JSON.stringify({ news: 'Updates' }) })
    await openAt('/investor/news')
    expect(await screen.findByRole('heading', { level: 1, name: 'Updates' })).toBeInTheDocument()
  })

  it('says so when there is no news', async () => {
    for (const r of reports(host).all()) await reports(host).update(r.id, { status: 'draft' })
    await openAt('/investor/news')
    expect(await screen.findByText('No news yet')).toBeInTheDocument()
  })

  it('offers a retry when the feed fails', async () => {
    await http.post('/__mock/faults', { path: '/api/reports/news', status: 500, times: 1 })
    await openAt('/investor/news')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The news could not be loaded.')
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findAllByRole('article')).toHaveLength(10)
  })
})
