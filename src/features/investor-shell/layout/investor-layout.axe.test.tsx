// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import axe from 'axe-core'
import { describe, expect, it } from 'vitest'
import { createMockApi } from '@mocks/node'
import {
  INVESTOR,
  NEW_INVESTOR,
  loginAs,
  mockSettings,
  renderShell,
  mockShellHost,
} from '../test/shell-host'

mockShellHost(createMockApi)

/** Serious and critical axe findings; contrast needs real layout, so Playwright checks it. */
async function seriousViolations() {
  const result = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false } },
  })
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)
}

describe('accessibility of the investor frame (axe)', () => {
  it('has no serious violation on the overview with the risk banner', async () => {
    await loginAs(INVESTOR)
    await mockSettings({ risk_warning_enabled: 1 })
    await renderShell({ notifications: <button type="button">Notifications</button> })
    expect(screen.getByRole('region', { name: 'Risk warning' })).toBeInTheDocument()
    expect(await seriousViolations()).toEqual([])
  })

  it('has no serious violation with the terms dialog open', async () => {
    await loginAs(NEW_INVESTOR)
    await renderShell()
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    expect(await seriousViolations()).toEqual([])
  })
})
