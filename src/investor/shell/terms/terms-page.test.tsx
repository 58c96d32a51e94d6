// @vitest-environment dom
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { http } from '@/lib/api'
import {
  INVESTOR,
  investorPageHost,
  logInAs,
  mockSettings,
  NEW_INVESTOR,
  renderPage,
} from '@/test/investor-page-host'
import { TermsPage } from './terms-page'

const host = investorPageHost(INVESTOR)

const CHECKBOX = 'I have read, understood and accept the terms and conditions'
const ACCEPT = 'Accept terms & conditions'
const open = () =>
  renderPage({
    at: '/investor/terms',
    routes: [{ path: '/investor/terms', element: <TermsPage /> }],
  })

describe('TermsPage', () => {
  it('shows the current terms, their version and that the investor accepted them', async () => {
    await open()
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms and conditions' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Version 1')).toBeInTheDocument()
    expect(
      screen.getByText('You have accepted version 1 of the terms and conditions.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Terms and conditions' })).toHaveTextContent(
      'These terms govern your use of the Northgate Ventures',
    )
    expect(screen.queryByRole('button', { name: ACCEPT })).toBeNull()
  })

  it('lets an investor who has not accepted them do so here', async () => {
    await logInAs(NEW_INVESTOR)
    await open()
    expect(
      await screen.findByText('You have not accepted the terms and conditions yet.'),
    ).toBeInTheDocument()
    const accept = screen.getByRole('button', { name: ACCEPT })
    expect(accept).toBeDisabled()
    await userEvent.click(screen.getByRole('checkbox', { name: CHECKBOX }))
    expect(accept).toBeEnabled()
    await userEvent.click(accept)
    expect(
      await screen.findByText('You have accepted version 1 of the terms and conditions.'),
    ).toBeInTheDocument()
    expect(host.user(NEW_INVESTOR).accepted_terms_version).toBe(1)
    expect(screen.queryByRole('button', { name: ACCEPT })).toBeNull()
  })

  it('asks again when a new version is published', async () => {
    await mockSettings({ publish_terms: 1 })
    await open()
    expect(await screen.findByText('Version 2')).toBeInTheDocument()
    expect(
      screen.getByText(/^You accepted version 1\. Version 2 has been published since/),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: ACCEPT })).toBeDisabled()
  })

  it('re-enables the button with no message when accepting fails', async () => {
    await logInAs(NEW_INVESTOR)
    const id = host.user(NEW_INVESTOR).id
    await http.post('/__mock/faults', {
      path: `/api/users/${id}`,
      method: 'POST',
      status: 500,
      times: 1,
    })
    await open()
    await userEvent.click(await screen.findByRole('checkbox', { name: CHECKBOX }))
    const accept = screen.getByRole('button', { name: ACCEPT })
    await userEvent.click(accept)
    await waitFor(() => expect(accept).not.toHaveAttribute('aria-disabled'))
    expect(accept).toBeEnabled()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(
      screen.getByText('You have not accepted the terms and conditions yet.'),
    ).toBeInTheDocument()
    expect(host.user(NEW_INVESTOR).accepted_terms_version).toBe(0)
  })

  it('links to terms kept at an address, opening in a new tab', async () => {
    await mockSettings({ terms_format: 'url', terms_text: 'https://northgate.example/terms' })
    await open()
    const link = await screen.findByRole('link', {
      name: 'Read the terms and conditions (opens in a new tab)',
    })
    expect(link).toHaveAttribute('href', 'https://northgate.example/terms')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link.getAttribute('rel')).toMatch(/\bnoopener\b/)
  })

  it('never links to an address that is not http(s)', async () => {
    await mockSettings({ terms_format: 'url' })
    await host.api.host.db.table('branding').update(1, { terms_text: 'javascript:alert(1)' })
    await open()
    expect(await screen.findByText(/not available online/)).toBeInTheDocument()
    expect(screen.queryByRole('link')).toBeNull()
  })
})
