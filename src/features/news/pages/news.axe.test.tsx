// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import axe from 'axe-core'
import { describe, expect, it } from 'vitest'
import { INVESTOR, investorPageHost } from '@/test/investor-page-host'
import { expectedNews, openAt } from '../test/news-host'

const host = investorPageHost(INVESTOR)

/** Serious and critical axe findings; contrast needs real layout, so Playwright checks it. */
async function seriousViolations() {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } })
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)
}

describe('accessibility of the news pages (axe)', () => {
  it('has no serious violation on the feed', async () => {
    await openAt('/investor/news')
    await screen.findAllByRole('article')
    expect(await seriousViolations()).toEqual([])
  })

  it('has no serious violation on a report', async () => {
    const [report] = expectedNews(host, INVESTOR)
    await openAt(`/investor/news/reports/${report.id}`)
    await screen.findByRole('heading', { level: 1, name: String(report.title) })
    expect(await seriousViolations()).toEqual([])
  })
})
