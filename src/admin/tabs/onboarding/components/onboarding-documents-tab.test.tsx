// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { DEMO_INVESTOR, DEMO_NEW_INVESTOR } from '@mocks/seed/people/users'
import { failNext, renderTab, signInAs, startTabHost } from '@/test/tab-host'
import { OnboardingDocumentsTab } from './onboarding-documents-tab'

const host = startTabHost()
const investor = { type: 'users', id: DEMO_INVESTOR } as const

/** Puts the demo investor's documents in known states: one of each. */
async function arrange() {
  const table = host.api().host.db.table('onboarding-documents')
  const docs = table.where((d) => d.user_id === DEMO_INVESTOR)
  const file = host
    .api()
    .host.db.table('documents')
    .first((d) => d.documentable_id === DEMO_INVESTOR)!
  const states = [
    { status: 'required', document_id: null, rejection_reason: null },
    { status: 'uploaded', document_id: file.id, rejection_reason: null },
    { status: 'rejected', document_id: file.id, rejection_reason: 'The scan is blurred.' },
  ]
  for (const [i, doc] of docs.entries()) {
    await table.update(doc.id, {
      ...(states[i] ?? states[0]),
      reviewed_at: i === 2 ? '2026-10-01T09:00:00.000000Z' : null,
    })
  }
  return { docs: table.where((d) => d.user_id === DEMO_INVESTOR), file }
}

/** The tab over the arranged documents, open in a role's session. */
async function openTab(email = 'superadmin@example.com') {
  const arranged = await arrange()
  await signInAs(email)
  const user = userEvent.setup({ delay: null })
  await renderTab(<OnboardingDocumentsTab subject={investor} />)
  const table = await screen.findByRole('table', { name: 'Onboarding documents' })
  return { ...arranged, user, table }
}

const rowOf = (name: string) =>
  screen.getByRole('cell', { name: new RegExp(`^${name}`) }).closest('tr')!

describe('OnboardingDocumentsTab', () => {
  it("shows each sign-up document's state, the file to open, and reviews them", async () => {
    const { docs, file, user, table } = await openTab()
    expect(docs.length).toBeGreaterThanOrEqual(3)
    const [missing, uploaded, rejected] = docs.map((d) => String(d.name))
    expect(within(rowOf(missing)).getByText('Missing')).toBeInTheDocument()
    expect(within(rowOf(missing)).getByText('No file yet')).toBeInTheDocument()
    expect(within(rowOf(rejected)).getByText('Reason: The scan is blurred.')).toBeInTheDocument()
    const link = within(rowOf(uploaded)).getByRole('link', { name: new RegExp(`Open ${uploaded}`) })
    expect(link).toHaveAttribute('href', String(file.url))
    expect(within(table).getAllByRole('button', { name: /^Approve / })).toHaveLength(1)

    // Rejecting asks for the reason: none sent answers the host's 422 on the field.
    await user.click(within(rowOf(uploaded)).getByRole('button', { name: `Reject ${uploaded}` }))
    const dialog = await screen.findByRole('dialog', { name: `Reject ${uploaded}` })
    await user.click(within(dialog).getByRole('button', { name: 'Reject document' }))
    const reason = within(dialog).getByRole('textbox', { name: /Reason for rejecting/ })
    await waitFor(() =>
      expect(reason).toHaveAccessibleDescription(
        /The rejection reason field is required when status is rejected\./,
      ),
    )
    await user.type(reason, 'Expired passport.')
    await user.click(within(dialog).getByRole('button', { name: 'Reject document' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() =>
      expect(within(rowOf(uploaded)).getByText('Reason: Expired passport.')).toBeInTheDocument(),
    )
    expect(host.api().host.db.table('onboarding-documents').find(docs[1].id)!.status).toBe(
      'rejected',
    )
  })

  it('approves an uploaded document', async () => {
    const { docs, user } = await openTab()
    const name = String(docs[1].name)
    await user.click(within(rowOf(name)).getByRole('button', { name: `Approve ${name}` }))
    await waitFor(() => expect(within(rowOf(name)).getByText('Approved')).toBeInTheDocument())
    expect(screen.queryByRole('button', { name: `Approve ${name}` })).not.toBeInTheDocument()
  })

  it("says why an approval was refused, in the host's words", async () => {
    const { docs, user } = await openTab()
    const name = String(docs[1].name)
    await failNext('PATCH', `/api/onboarding-documents/${docs[1].id}`, 403)
    await user.click(within(rowOf(name)).getByRole('button', { name: `Approve ${name}` }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(`${name} could not be approved.`)
    expect(alert).toHaveTextContent('Simulated fault')
    expect(within(rowOf(name)).getByRole('button', { name: `Approve ${name}` })).toBeEnabled()
  })

  it('is read-only for a role with onboarding_documents index only', async () => {
    await openTab('manager@example.com')
    expect(screen.queryByRole('button', { name: /^(Approve|Reject) / })).not.toBeInTheDocument()
    expect(screen.queryByRole('columnheader', { name: 'Review' })).not.toBeInTheDocument()
  })

  it('tells a role without onboarding_documents index that it cannot see them', async () => {
    await signInAs('adviser@example.com')
    await renderTab(<OnboardingDocumentsTab subject={investor} />)
    expect(
      await screen.findByText('Onboarding documents are not available to your role'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  it('shows an empty state for an investor with none, and an error when they cannot load', async () => {
    await signInAs('superadmin@example.com')
    const table = host.api().host.db.table('onboarding-documents')
    for (const d of table.where((row) => row.user_id === DEMO_NEW_INVESTOR)) table.delete(d.id)
    const empty = await renderTab(
      <OnboardingDocumentsTab subject={{ type: 'users', id: DEMO_NEW_INVESTOR }} />,
    )
    expect(await screen.findByText('No onboarding documents')).toBeInTheDocument()
    empty.unmount()
    await failNext('GET', '/api/onboarding-documents')
    await renderTab(<OnboardingDocumentsTab subject={investor} />)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The onboarding documents could not be loaded.',
    )
  })
})
