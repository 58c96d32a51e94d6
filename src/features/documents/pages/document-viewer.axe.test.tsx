// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import axe from 'axe-core'
import { describe, expect, it } from 'vitest'
import { INVESTOR, investorPageHost } from '@/test/investor-page-host'
import { openAt, ownDocuments } from '../test/documents-host'

const host = investorPageHost(INVESTOR)

/** Serious and critical axe findings; contrast needs real layout, so Playwright checks it. */
async function seriousViolations() {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } })
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)
}

describe('accessibility of the document viewer (axe)', () => {
  it('has no serious violation with a PDF shown', async () => {
    const doc = ownDocuments(host, INVESTOR).find((d) => d.visibility === 'public')!
    await openAt(`/investor/pdf/${doc.id}`)
    await screen.findByTitle(`${doc.name} (PDF)`)
    expect(await seriousViolations()).toEqual([])
  })
})
