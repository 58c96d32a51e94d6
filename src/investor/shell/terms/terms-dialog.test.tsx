// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as mock, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { currentUserQuery } from '@/lib/session'
import { settingsKeys } from '@/lib/tenant'
import {
  INVESTOR,
  NEW_INVESTOR,
  loginAs,
  mockSettings,
  renderShell,
  mockShellHost,
} from '../test/shell-host'

const host = mockShellHost()

const TITLE = 'Accept terms & conditions'
const CHECKBOX = 'I have read, understood and accept the terms and conditions'
const termsDialog = () => screen.getByRole('dialog', { name: TITLE })
const submit = () => within(termsDialog()).getByRole('button', { name: /^Submit/ })

describe('the terms dialog (SPEC §4)', () => {
  it('does not show for an investor who accepted the current terms', async () => {
    await loginAs(INVESTOR)
    await renderShell()
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('blocks a new investor with the terms, a checkbox and a disabled Submit', async () => {
    await loginAs(NEW_INVESTOR)
    await renderShell()
    const dialog = termsDialog()
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    const terms = within(dialog).getByRole('region', { name: 'Terms and conditions' })
    // The seeded terms (HTML, through HtmlView; the sanitiser itself is tested in Chromium).
    expect(terms).toHaveTextContent('These terms govern your use of the Northgate Ventures')
    expect(within(dialog).getByRole('checkbox', { name: CHECKBOX })).not.toBeChecked()
    expect(submit()).toBeDisabled()
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull()

    await userEvent.keyboard('{Escape}')
    expect(termsDialog()).toBeInTheDocument()
    await userEvent.click(screen.getByTestId('modal-backdrop'))
    expect(termsDialog()).toBeInTheDocument()

    await userEvent.click(within(dialog).getByRole('checkbox', { name: CHECKBOX }))
    expect(submit()).toBeEnabled()
    await userEvent.click(within(dialog).getByRole('checkbox', { name: CHECKBOX }))
    expect(submit()).toBeDisabled()
  })

  it('reads "Submitting" while the call runs, then closes with the version recorded', async () => {
    await loginAs(NEW_INVESTOR)
    const { client } = await renderShell()
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const posts: string[] = []
    host.server.use(
      // Holds the request, then lets it through to the mock host (no return value).
      mock.post('*/api/users/:id', async ({ request }) => {
        posts.push(new URL(request.url).pathname)
        await held
      }),
    )
    await userEvent.click(screen.getByRole('checkbox', { name: CHECKBOX }))
    await userEvent.click(submit())
    await waitFor(() => expect(submit()).toHaveTextContent('Submitting'))
    expect(submit()).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(submit())
    release()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const user = host.user(NEW_INVESTOR)
    expect(posts).toEqual([`/api/users/${user.id}`])
    expect(user.accepted_terms_version).toBe(1)
    expect(client.getQueryData(currentUserQuery.queryKey)).toMatchObject({
      accepted_terms_version: 1,
    })
  })

  it('re-enables Submit with no message when the call fails', async () => {
    await loginAs(NEW_INVESTOR)
    await renderShell()
    let failed = 0
    host.server.use(
      mock.post('*/api/users/:id', () => {
        failed += 1
        return HttpResponse.json({ message: 'Server Error' }, { status: 500 })
      }),
    )
    await userEvent.click(screen.getByRole('checkbox', { name: CHECKBOX }))
    await userEvent.click(submit())
    await waitFor(() => expect(failed).toBe(1))
    await waitFor(() => expect(submit()).not.toHaveAttribute('aria-disabled'))
    expect(submit()).toHaveTextContent(/^Submit$/)
    expect(submit()).toBeEnabled()
    expect(within(termsDialog()).getByRole('checkbox', { name: CHECKBOX })).toBeChecked()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByText(/went wrong|error/i)).toBeNull()
    expect(host.user(NEW_INVESTOR).accepted_terms_version).toBe(0)
  })

  it('comes back for everyone when the tenant publishes a new version', async () => {
    await loginAs(INVESTOR)
    await mockSettings({ publish_terms: 1 })
    await renderShell()
    await userEvent.click(within(termsDialog()).getByRole('checkbox', { name: CHECKBOX }))
    await userEvent.click(submit())
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(host.user(INVESTOR).accepted_terms_version).toBe(2)
  })

  it('blocks an open portal once the settings are read again with a new version (no reload)', async () => {
    await loginAs(INVESTOR)
    const { client } = await renderShell()
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).toBeNull()
    const version = Number(host.api.host.db.table('branding').find(1)!.terms_version)
    await host.api.host.db.table('branding').update(1, {
      terms_version: version + 1,
      navigation: JSON.stringify({ investments: 'Opportunities' }),
    })
    // What the SettingsUpdated broadcast does (src/app/areas/use-live-settings.ts).
    await client.invalidateQueries({ queryKey: settingsKeys.all })
    expect(await screen.findByRole('dialog', { name: TITLE })).toBeInTheDocument()
    // The renamed term shows in the investor navigation too.
    expect(screen.getAllByRole('link', { name: 'Opportunities' }).length).toBeGreaterThan(0)
  })

  it('links to terms kept at an address, in a new tab', async () => {
    await loginAs(NEW_INVESTOR)
    await mockSettings({ terms_format: 'url', terms_text: 'https://northgate.example/terms' })
    await renderShell()
    const link = within(termsDialog()).getByRole('link', { name: /terms and conditions/ })
    expect(link).toHaveAttribute('href', 'https://northgate.example/terms')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link.getAttribute('rel')).toMatch(/\bnoopener\b/)
    expect(link).toHaveAccessibleName('terms and conditions (opens in a new tab)')
  })

  it('shows no link for an address that is not http(s)', async () => {
    await loginAs(NEW_INVESTOR)
    await mockSettings({ terms_format: 'url' })
    await host.api.host.db.table('branding').update(1, { terms_text: 'javascript:alert(1)' })
    await renderShell()
    expect(within(termsDialog()).queryByRole('link')).toBeNull()
    expect(termsDialog()).toHaveTextContent(/not available online/)
    expect(within(termsDialog()).getByRole('checkbox', { name: CHECKBOX })).toBeInTheDocument()
  })

  it('shows plain-text terms as text', async () => {
    await loginAs(NEW_INVESTOR)
    await mockSettings({ terms_text: 'Plain terms.\nSecond line <not a tag' })
    await renderShell()
    const terms = within(termsDialog()).getByRole('region', { name: 'Terms and conditions' })
    expect(terms).toHaveTextContent('Plain terms. Second line <not a tag')
  })
})
