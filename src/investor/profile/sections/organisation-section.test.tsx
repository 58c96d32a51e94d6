// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { INVESTOR, investorPageHost } from '@/test/investor-page-host'
import { openProfile, pageHeading, pdf, rows } from '../test/profile-host'

const host = investorPageHost(INVESTOR)

/** The investor's organisation whose link matches. */
function myOrganisation(where: (link: Record<string, unknown>) => boolean) {
  const me = host.user(INVESTOR)
  const link = rows(host, 'organisation-links', (l) => l.user_id === me.id && where(l))[0]
  return host.api.host.db.table('organisations').find(link.organisation_id as number)!
}

describe('An organisation of the investor', () => {
  it('lets its approved main contact update its contact details', async () => {
    const user = userEvent.setup({ delay: null })
    const org = myOrganisation((l) => l.status === 'approved' && l.is_primary === 1)
    await openProfile(`organisation_${org.id}`)
    expect(await pageHeading(String(org.name))).toBeInTheDocument()
    const details = await screen.findByRole('region', { name: 'Organisation details' })
    expect(within(details).getByText(String(org.company_number))).toBeInTheDocument()

    const form = screen.getByRole('form', { name: 'Update contact details' })
    const phone = within(form).getByRole('textbox', { name: /Phone number/ })
    await user.clear(phone)
    await user.type(phone, '0161 496 0000')
    await user.click(within(form).getByRole('button', { name: 'Save organisation details' }))

    expect(
      await screen.findByText(`${String(org.name)}'s details have been saved.`),
    ).toBeInTheDocument()
    await waitFor(() =>
      expect(host.api.host.db.table('organisations').find(org.id)).toMatchObject({
        phone: '0161 496 0000',
        name: org.name,
        status: org.status,
      }),
    )
  })

  it('shows a 422 on the website field', async () => {
    const user = userEvent.setup({ delay: null })
    const org = myOrganisation((l) => l.status === 'approved' && l.is_primary === 1)
    await openProfile(`organisation_${org.id}`)
    const form = await screen.findByRole('form', { name: 'Update contact details' })
    const website = within(form).getByRole('textbox', { name: /Website/ })
    await user.type(website, 'not a web address')
    await user.click(within(form).getByRole('button', { name: 'Save organisation details' }))
    await waitFor(() => expect(website).toHaveAttribute('aria-invalid', 'true'))
    expect(website).toHaveValue('not a web address')
  })

  it('is read-only for a member who is not its main contact', async () => {
    const org = myOrganisation((l) => l.status === 'approved' && l.is_primary === 0)
    await openProfile(`organisation_${org.id}`)
    await screen.findByRole('region', { name: 'Organisation details' })
    expect(screen.queryByRole('form', { name: 'Update contact details' })).toBeNull()
    expect(screen.getByText(/Only the organisation's main contact/)).toBeInTheDocument()
  })

  it('says a pending application is being reviewed', async () => {
    const org = myOrganisation((l) => l.status === 'pending')
    await openProfile(`organisation_${org.id}`)
    const role = await screen.findByRole('region', { name: 'Your role' })
    expect(within(role).getByText('Application pending')).toBeInTheDocument()
    expect(within(role).getByText(/We are reviewing your application/)).toBeInTheDocument()
  })

  it('still opens after a rejected application, with the decision, but leaves it out of the navigation', async () => {
    const me = host.user(INVESTOR)
    const link = rows(
      host,
      'organisation-links',
      (l) => l.user_id === me.id && l.status === 'pending',
    )[0]
    await host.api.host.db.table('organisation-links').update(link.id, {
      status: 'rejected',
      rejection_reason: 'We could not verify the scheme',
    })
    const org = host.api.host.db.table('organisations').find(link.organisation_id as number)!
    await openProfile(`organisation_${org.id}`)
    const role = await screen.findByRole('region', { name: 'Your role' })
    expect(within(role).getByText('Rejected')).toBeInTheDocument()
    expect(within(role).getByText(/We could not verify the scheme/)).toBeInTheDocument()
    const nav = screen.getByRole('navigation', { name: 'Profile sections' })
    expect(within(nav).queryByRole('link', { name: String(org.name) })).toBeNull()
  })

  it('lists its documents and uploads one attached to it', async () => {
    const user = userEvent.setup({ delay: null })
    const org = myOrganisation((l) => l.status === 'approved')
    await openProfile(`organisation-documents_${org.id}`)
    expect(await pageHeading(`${String(org.name)} documents`)).toBeInTheDocument()
    const card = screen.getByRole('region', { name: `Documents for ${String(org.name)}` })
    await user.upload(within(card).getByLabelText(/^File/), pdf('certificate.pdf'))
    await user.click(within(card).getByRole('button', { name: 'Upload document' }))

    expect(await within(card).findByRole('link', { name: 'certificate' })).toBeInTheDocument()
    expect(rows(host, 'documents', (d) => d.file_name === 'certificate.pdf')).toEqual([
      expect.objectContaining({
        documentable_type: 'organisations',
        documentable_id: org.id,
        visibility: 'public',
      }),
    ])
  })
})

describe('An investment method of the investor', () => {
  it('shows its details and takes documents attached to it', async () => {
    const user = userEvent.setup({ delay: null })
    const me = host.user(INVESTOR)
    const method = rows(host, 'investment-methods', (m) => m.user_id === me.id)[0]
    await openProfile(`investmentmethod_${method.id}`)
    expect(await pageHeading(String(method.name))).toBeInTheDocument()
    const details = await screen.findByRole('region', { name: 'Account details' })
    expect(within(details).getByText(String(method.account_reference))).toBeInTheDocument()

    await user.click(
      within(details).getByRole('link', { name: `Documents for ${String(method.name)}` }),
    )
    const card = await screen.findByRole('region', { name: `Documents for ${String(method.name)}` })
    await user.upload(within(card).getByLabelText(/^File/), pdf('statement.pdf'))
    await user.click(within(card).getByRole('button', { name: 'Upload document' }))
    expect(await within(card).findByRole('link', { name: 'statement' })).toBeInTheDocument()
    expect(rows(host, 'documents', (d) => d.file_name === 'statement.pdf')[0]).toMatchObject({
      documentable_type: 'investment-methods',
      documentable_id: method.id,
    })
  })
})
