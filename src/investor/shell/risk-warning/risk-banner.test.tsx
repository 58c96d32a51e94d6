// @vitest-environment dom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { INVESTOR, loginAs, mockSettings, renderShell, mockShellHost } from '../test/shell-host'

mockShellHost()

// SPEC §2, word for word.
const WARNING =
  "Don't invest unless you're prepared to lose all the money you invest. This is a high-risk investment and you are unlikely to be protected if something goes wrong."

describe('the risk warning banner (SPEC §2)', () => {
  beforeAll(() => loginAs(INVESTOR))

  it('shows the exact warning in a 70px banner when the flag is on', async () => {
    await mockSettings({ risk_warning_enabled: 1 })
    await renderShell()
    const banner = screen.getByRole('region', { name: 'Risk warning' })
    expect(within(banner).getByText(WARNING)).toBeInTheDocument()
    expect(banner).toHaveStyle({ height: '70px' })
    expect(banner.textContent).toBe(`${WARNING} Take 2 mins to learn more.`)
  })

  it('opens the tenant risk text in a modal that Escape closes', async () => {
    await mockSettings({ risk_warning_text: '<p>Read <strong>this</strong> first.</p>' })
    await renderShell()
    const learnMore = screen.getByRole('button', { name: 'Take 2 mins to learn more.' })
    await userEvent.click(learnMore)
    const dialog = screen.getByRole('dialog', { name: 'Risk warning' })
    expect(dialog).toHaveTextContent('Read this first.')
    expect(within(dialog).getByText('this').tagName).toBe('STRONG')
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(learnMore).toHaveFocus()
  })

  it('still offers something to read when the tenant has no risk text', async () => {
    await mockSettings({ risk_warning_text: null })
    await renderShell()
    await userEvent.click(screen.getByRole('button', { name: 'Take 2 mins to learn more.' }))
    expect(screen.getByRole('dialog', { name: 'Risk warning' })).toHaveTextContent(/contact us/)
  })

  it('is absent when the flag is off', async () => {
    await mockSettings({ enableRiskWarning: 0 })
    await renderShell()
    expect(screen.getByRole('main')).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Risk warning' })).toBeNull()
    expect(screen.queryByText(WARNING)).toBeNull()
  })
})
