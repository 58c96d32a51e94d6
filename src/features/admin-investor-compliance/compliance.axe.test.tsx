// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import axe from 'axe-core'
import { describe, expect, it } from 'vitest'
import { investorPageHost } from '@/test/investor-page-host'
import { renderHeader, renderSignPdf, renderTimeline } from './test/compliance-host'

const host = investorPageHost('superadmin@example.com')
const investorId = () => host.user('investor@example.com').id

/** Serious and critical axe findings; contrast needs real layout, so Playwright checks it. */
async function seriousViolations() {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } })
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)
}

describe('accessibility of the investor compliance pieces (axe)', () => {
  it('has no serious violation in the timeline', async () => {
    await renderTimeline(investorId())
    await screen.findByRole('list', { name: /Compliance evidence/ })
    expect(await seriousViolations()).toEqual([])
  })

  it('has no serious violation in the header actions', async () => {
    await renderHeader(investorId())
    await screen.findByRole('button', { name: 'Set password' })
    expect(await seriousViolations()).toEqual([])
  })

  it('has no serious violation on the sign-pdf page', async () => {
    const doc = host.api.host.db
      .table('documents')
      .first((d) => d.mime_type === 'application/pdf' && d.documentable_type === 'users')!
    await renderSignPdf(investorId(), doc.id)
    await screen.findByText('Not signed yet')
    expect(await seriousViolations()).toEqual([])
  })
})
