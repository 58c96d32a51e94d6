// @vitest-environment dom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { investorPageHost, NEW_INVESTOR } from '@/test/investor-page-host'
import { openProfile, pageHeading } from '../test/profile-host'

const host = investorPageHost(NEW_INVESTOR)

describe('What we need from you follows the sign-up documents settings', () => {
  it('shows a required document as needed, an optional one as optional, and a new one', async () => {
    const types = host.api.host.db.table('onboarding-document-types')
    const address = types.first((t) => t.name === 'Proof of address')!
    await types.update(address.id, { is_required: 0 })
    await types.insert({
      name: 'Source of funds',
      description: 'A recent bank statement.',
      is_required: 1,
      requires_signature: 0,
      order: 0,
    })

    await openProfile('identity')
    await pageHeading('Identity verification')
    const needed = await screen.findByRole('region', { name: 'What we need from you' })
    const line = (name: string) => within(needed).getByText(name).closest('li')!
    expect(within(line('Proof of identity')).getByText('Needed')).toBeInTheDocument()
    expect(within(line('Proof of address')).getByText('Optional')).toBeInTheDocument()
    // An optional one can still be uploaded.
    expect(
      within(line('Proof of address')).getByRole('button', { name: 'Upload proof of address' }),
    ).toBeEnabled()
    expect(within(line('Source of funds')).getByText('Needed')).toBeInTheDocument()
    expect(
      within(line('Source of funds')).getByText('Upload it with your identity documents below.'),
    ).toBeInTheDocument()
  })
})
