// @vitest-environment dom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { axeFindings } from '@/test/axe'
import {
  INVESTOR,
  NEW_INVESTOR,
  loginAs,
  mockSettings,
  renderShell,
  mockShellHost,
} from '../test/shell-host'

mockShellHost()

describe('accessibility of the investor frame (axe)', () => {
  it('has no serious violation on the overview with the risk banner', async () => {
    await loginAs(INVESTOR)
    await mockSettings({ risk_warning_enabled: 1 })
    await renderShell({ notifications: <button type="button">Notifications</button> })
    expect(screen.getByRole('region', { name: 'Risk warning' })).toBeInTheDocument()
    expect(await axeFindings({ seriousOnly: true })).toEqual([])
  })

  it('has no serious violation with the terms dialog open', async () => {
    await loginAs(NEW_INVESTOR)
    await renderShell()
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    expect(await axeFindings({ seriousOnly: true })).toEqual([])
  })
})
