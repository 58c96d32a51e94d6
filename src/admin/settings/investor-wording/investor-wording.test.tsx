// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { mockSettingsHost, renderSettingsPage } from '../test/settings-host'
import { MarketSoundingSettingsPage } from './market-sounding-page'
import { RiskWarningSettingsPage } from './risk-warning-page'
import { PUBLISH_WARNING, TermsSettingsPage } from './terms-settings-page'

const host = mockSettingsHost()

const TERMS = '/admin/settings/investor/terms'

describe('Investor › Terms', () => {
  it('publishes a new version after the confirmation, raising terms_version by one', async () => {
    await renderSettingsPage(TermsSettingsPage, TERMS)
    const version = Number(host.row().terms_version)
    expect(await screen.findByText(String(version))).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Publish as new version' }))
    const dialog = screen.getByRole('dialog', { name: `Publish version ${version + 1}?` })
    expect(dialog).toHaveTextContent(PUBLISH_WARNING)
    await userEvent.click(
      within(dialog).getByRole('button', { name: `Publish version ${version + 1}` }),
    )
    await waitFor(() => expect(Number(host.row().terms_version)).toBe(version + 1))
    expect(await screen.findByText(/Investors will be asked to accept it/)).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('saves a link (validated) without raising the version', async () => {
    await renderSettingsPage(TermsSettingsPage, TERMS)
    const version = Number(host.row().terms_version)
    await userEvent.click(await screen.findByRole('radio', { name: 'A link to your terms' }))
    const field = screen.getByRole('textbox', { name: 'Terms address' })
    await userEvent.type(field, 'example.com/terms')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(field).toHaveAccessibleDescription(/starting with https:\/\//)
    expect(host.row().terms_format).toBe('text')

    await userEvent.clear(field)
    await userEvent.type(field, 'https://northgate.example/terms')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(host.row().terms_format).toBe('url'))
    expect(host.row().terms_text).toBe('https://northgate.example/terms')
    expect(Number(host.row().terms_version)).toBe(version)
    // The preview is what the investor's dialog shows: the link.
    expect(screen.getByRole('link', { name: /terms and conditions/ })).toHaveAttribute(
      'href',
      'https://northgate.example/terms',
    )
  })
})

describe('Investor › Market Sounding Popup and Risk Warning', () => {
  it('shows the saved popup wording in its preview', async () => {
    await renderSettingsPage(MarketSoundingSettingsPage, '/admin/settings/investor/market-sounding')
    const preview = await screen.findByRole('region', { name: 'Preview' })
    expect(preview).toHaveTextContent('About market soundings')
    expect(preview).toHaveTextContent(/become an insider/)
  })

  it('shows the FCA banner read-only and the modal text in its preview', async () => {
    await renderSettingsPage(RiskWarningSettingsPage, '/admin/settings/investor/risk-warning')
    const banner = await screen.findByRole('region', { name: 'Banner' })
    expect(banner).toHaveTextContent(/Don't invest unless you're prepared to lose all the money/)
    expect(banner).toHaveTextContent(/can’t be changed/)
    expect(within(banner).queryByRole('textbox')).toBeNull()
    expect(screen.getByRole('region', { name: 'Preview' })).toHaveTextContent(
      /Investing in early-stage businesses involves risks/,
    )
  })
})
