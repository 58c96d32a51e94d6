// @vitest-environment dom
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { formatDate } from '@/lib/format'
import { INVESTOR, investorPageHost } from '@/test/investor-page-host'
import { sanitiseHtml } from '@/ui'
import { expectedNews, openAt, reports } from '../test/news-host'
import { expectLink } from '@/investor/test/expect-link'

const host = investorPageHost(INVESTOR)
const db = () => host.api.host.db

describe('NewsReportPage', () => {
  it('shows a live report: title, subject, date, body and a way back', async () => {
    const report = expectedNews(host, INVESTOR).find((r) => r.investment_opportunity_id)!
    const opportunity = db()
      .table('investment-opportunities')
      .find(Number(report.investment_opportunity_id))!
    await openAt(`/investor/news/reports/${report.id}`)
    expect(
      await screen.findByRole('heading', { level: 1, name: String(report.title) }),
    ).toBeInTheDocument()
    expectLink(String(opportunity.name), `/investor/investments/${opportunity.slug}`)
    expect(screen.getByText(formatDate(String(report.published_at)))).toBeInTheDocument()
    const paragraph = /<p>([^<]+)/.exec(String(report.body))![1]
    expect(screen.getByText(paragraph, { exact: false })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('link', { name: 'Back to News' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument()
  })

  it('renders the body only through the sanitiser: a hostile payload never runs', async () => {
    const report = expectedNews(host, INVESTOR)[0]
    const body =
      '<p>Quarterly results are in.</p><img src="x" onerror="window.__newsPwned = 1">' +
      '<script>window.__newsPwned = 2</script><p onclick="window.__newsPwned = 3">Read on.</p>'
    await reports(host).update(report.id, { body })
    const { container } = await openAt(`/investor/news/reports/${report.id}`)
    expect(await screen.findByText(/Quarterly results are in/)).toBeInTheDocument()
    expect((window as { __newsPwned?: number }).__newsPwned).toBeUndefined()
    // The markup is the shared sanitiser's output (HtmlView), never the stored string. Whether
    // that output holds no script or handler is proved in Chromium: DOMPurify does not support
    // happy-dom (see src/ui/rich-text/sanitise-html.chromium.test.ts).
    const rendered = [...container.querySelectorAll('div')]
      .filter((d) => d.innerHTML.includes('Quarterly results are in.'))
      .pop()!
    expect(rendered.innerHTML).toBe(sanitiseHtml(body))
    expect(rendered.innerHTML).not.toBe(body)
  })

  it('lists the report’s attachments, each opening the document viewer', async () => {
    const report = expectedNews(host, INVESTOR)[0]
    const file = await db().table('documents').insert({
      name: 'Q3 management accounts',
      description: null,
      file_name: 'q3-management-accounts.pdf',
      url: '/storage/documents/9000/q3-management-accounts.pdf',
      mime_type: 'application/pdf',
      size: 245_000,
      visibility: 'public',
      category: 'report',
      folder_structure_id: null,
      documentable_type: 'reports',
      documentable_id: report.id,
      uploaded_by: null,
      created_at: '2026-10-01T09:00:00.000000Z',
      updated_at: '2026-10-01T09:00:00.000000Z',
    })
    await openAt(`/investor/news/reports/${report.id}`)
    const card = await screen.findByRole('region', { name: 'Attachments' })
    expectLink('Q3 management accounts', `/investor/pdf/${file.id}`, card)
    expect(card).toHaveTextContent('PDF · 245 KB')
  })

  it.each([
    ['an unknown id', () => 999999],
    ['a draft', () => Number(reports(host).first((r) => r.status === 'draft')!.id)],
    ['a KPI report', () => Number(reports(host).first((r) => r.type === 'kpi')!.id)],
    [
      'a report the investor may not read',
      () => {
        const mine = new Set(expectedNews(host, INVESTOR).map((r) => r.id))
        return Number(reports(host).first((r) => r.type === 'update' && !mine.has(r.id))!.id)
      },
    ],
    ['a malformed id', () => 'abc'],
  ])('is the 404 page for %s', async (_what, id) => {
    await openAt(`/investor/news/reports/${id()}`)
    expect(await screen.findByText('Route error: NotFoundError 404')).toBeInTheDocument()
  })
})
