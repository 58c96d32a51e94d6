// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react'
import axe from 'axe-core'
import { describe, expect, it } from 'vitest'
import { INVESTOR, investorPageHost } from '@/test/investor-page-host'
import { openOverview } from '../test/overview-host'

investorPageHost(INVESTOR)

/** Serious and critical axe findings; contrast needs real layout, so Playwright checks it. */
async function seriousViolations() {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } })
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)
}

describe('accessibility of the overview (axe)', () => {
  it('has no serious violation while loading or once loaded', async () => {
    await openOverview()
    expect(await seriousViolations()).toEqual([])
    await screen.findAllByRole('article')
    await waitFor(() => expect(screen.queryAllByRole('status')).toHaveLength(0))
    expect(await seriousViolations()).toEqual([])
  })
})
