// @vitest-environment dom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { INVESTOR, investorPageHost } from '@/test/investor-page-host'
import { axeFindings } from '@/test/axe'
import { expectedNews, openAt } from '../test/news-host'

const host = investorPageHost(INVESTOR)

describe('accessibility of the news pages (axe)', () => {
  it('has no serious violation on the feed', async () => {
    await openAt('/investor/news')
    await screen.findAllByRole('article')
    expect(await axeFindings({ seriousOnly: true })).toEqual([])
  })

  it('has no serious violation on a report', async () => {
    const [report] = expectedNews(host, INVESTOR)
    await openAt(`/investor/news/reports/${report.id}`)
    await screen.findByRole('heading', { level: 1, name: String(report.title) })
    expect(await axeFindings({ seriousOnly: true })).toEqual([])
  })
})
