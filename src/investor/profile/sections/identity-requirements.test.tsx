// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { investorPageHost, NEW_INVESTOR } from '@/test/investor-page-host'
import { openProfile, pageHeading, pdf, rows } from '../test/profile-host'

const host = investorPageHost(NEW_INVESTOR)

describe('Identity verification for a new investor', () => {
  it('says verification is pending and takes the proof of identity it asks for', async () => {
    const user = userEvent.setup({ delay: null })
    await openProfile('identity')
    await pageHeading('Identity verification')
    expect(screen.getByText('Verification pending')).toBeInTheDocument()
    const needed = await screen.findByRole('region', { name: 'What we need from you' })
    expect(within(needed).getAllByText('Needed')).toHaveLength(2)

    await user.click(within(needed).getByRole('button', { name: 'Upload proof of identity' }))
    const dialog = await screen.findByRole('dialog', { name: 'Upload proof of identity' })
    await user.upload(within(dialog).getByLabelText(/^File/), pdf('passport.pdf'))
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const me = host.user(NEW_INVESTOR)
    const requirement = rows(
      host,
      'onboarding-documents',
      (r) => r.user_id === me.id && r.name === 'Proof of identity',
    )[0]
    expect(requirement.status).toBe('uploaded')
    const file = host.api.host.db.table('documents').find(requirement.document_id as number)
    expect(file).toMatchObject({
      documentable_type: 'users',
      documentable_id: me.id,
      category: 'kyc',
      file_name: 'passport.pdf',
    })
    expect(await within(needed).findByText('Uploaded, awaiting review')).toBeInTheDocument()
    expect(await screen.findByRole('link', { name: 'Proof of identity' })).toBeInTheDocument()
  })
})
