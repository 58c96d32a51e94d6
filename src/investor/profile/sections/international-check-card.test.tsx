// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { internationalCheckHost } from '@/investor/test/international-check-host'
import { INVESTOR, logInAs } from '@/test/investor-page-host'
import { openProfile, pageHeading, pdf } from '../test/profile-host'

const { db, flag, inParis } = internationalCheckHost()

describe('International check on the identity page', () => {
  it('tells a non-UK investor why and what, and takes the document still needed', async () => {
    await flag(true)
    const me = inParis()
    await logInAs(String(me.email))
    const user = userEvent.setup({ delay: null })
    await openProfile('identity')
    await pageHeading('Identity verification')
    const card = await screen.findByRole('region', { name: 'International check' })
    expect(within(card).getByText('Documents needed')).toBeVisible()
    expect(within(card).getByText(/You live outside the UK/)).toBeVisible()
    const docs = within(card).getByRole('list', { name: 'Documents for the international check' })
    expect(within(docs).getByText('Certified proof of address')).toBeVisible()
    expect(within(docs).getByText('Uploaded, awaiting review')).toBeVisible()
    // Listed once: the check's own card, not again among the onboarding requirements.
    const needed = screen.queryByRole('region', { name: 'What we need from you' })
    if (needed) expect(within(needed).queryByText('Certified proof of address')).toBeNull()

    await user.click(within(card).getByRole('button', { name: 'Upload source of funds' }))
    const dialog = await screen.findByRole('dialog', { name: 'Upload source of funds' })
    await user.upload(within(dialog).getByLabelText(/^File/), pdf('salary-statements.pdf'))
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(await within(card).findByText('In review')).toBeVisible()
    expect(within(card).queryByRole('button')).toBeNull()
    const row = db()
      .table('onboarding-documents')
      .first((r) => r.user_id === me.id && r.name === 'Source of funds')!
    expect(row.status).toBe('uploaded')
  })

  it('asks nothing of a UK investor', async () => {
    await flag(true)
    await logInAs(INVESTOR)
    await openProfile('identity')
    await screen.findByRole('region', { name: 'What we need from you' })
    expect(screen.queryByRole('region', { name: 'International check' })).toBeNull()
  })

  it('treats a non-UK investor like a UK one with the flag off', async () => {
    await flag(false)
    await logInAs(String(inParis().email))
    await openProfile('identity')
    await screen.findByRole('region', { name: 'What we need from you' })
    expect(screen.queryByRole('region', { name: 'International check' })).toBeNull()
  })
})
