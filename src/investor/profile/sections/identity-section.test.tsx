// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { INVESTOR, investorPageHost } from '@/test/investor-page-host'
import { openProfile, pageHeading, pdf, rows } from '../test/profile-host'

const host = investorPageHost(INVESTOR)

async function openIdentity() {
  await openProfile('identity')
  await pageHeading('Identity verification')
  return screen.findByRole('region', { name: 'Identity documents' })
}

describe('Identity verification', () => {
  it('shows the KYC status with what it means, and the identity documents', async () => {
    const docs = await openIdentity()
    const status = screen.getByRole('region', { name: 'Verification status' })
    expect(within(status).getByText('Verified')).toBeInTheDocument()
    expect(within(status).getByText(/Your identity has been verified/)).toBeInTheDocument()
    expect(await within(docs).findByRole('link', { name: 'Proof of identity' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/investor\/pdf\/\d+$/),
    )
    // Private documents (staff's own checks) never reach the investor.
    expect(within(docs).queryByText('Electronic identity check result')).toBeNull()
  })

  it('uploads a new identity document as multipart, attached to the investor', async () => {
    const user = userEvent.setup({ delay: null })
    const docs = await openIdentity()
    await within(docs).findByRole('link', { name: 'Proof of identity' })
    const me = host.user(INVESTOR)
    const before = rows(host, 'documents', (d) => d.documentable_id === me.id).length

    await user.upload(within(docs).getByLabelText(/^File/), pdf('driving-licence.pdf'))
    const name = within(docs).getByRole('textbox', { name: /Document name/ })
    expect(name).toHaveValue('driving-licence')
    await user.clear(name)
    await user.type(name, 'Driving licence')
    await user.click(within(docs).getByRole('button', { name: 'Upload identity document' }))

    expect(await screen.findByText('“Driving licence” has been uploaded.')).toBeInTheDocument()
    const added = rows(host, 'documents', (d) => d.name === 'Driving licence')
    expect(added).toHaveLength(1)
    expect(added[0]).toMatchObject({
      documentable_type: 'users',
      documentable_id: me.id,
      category: 'kyc',
      visibility: 'public',
      file_name: 'driving-licence.pdf',
      mime_type: 'application/pdf',
      uploaded_by: me.id,
    })
    expect(rows(host, 'documents', (d) => d.documentable_id === me.id).length).toBe(before + 1)
    expect(await within(docs).findByRole('link', { name: 'Driving licence' })).toBeInTheDocument()
    expect(name).toHaveValue('')
  })

  it('asks for a file before uploading anything', async () => {
    const user = userEvent.setup({ delay: null })
    const docs = await openIdentity()
    await user.type(within(docs).getByRole('textbox', { name: /Document name/ }), 'Passport')
    await user.click(within(docs).getByRole('button', { name: 'Upload identity document' }))
    const file = within(docs).getByLabelText(/^File/)
    await waitFor(() => expect(file).toHaveAccessibleDescription(/Choose a file to upload\./))
    expect(rows(host, 'documents', (d) => d.name === 'Passport')).toHaveLength(0)
  })
})
