// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as mock, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { investorPageHost } from '@/test/investor-page-host'
import { renderApp, watchRequests } from '@/app/test/render-app'

const host = investorPageHost('superadmin@example.com')

type Link = Record<string, unknown> & { id: number }
const links = () => host.api.host.db.table<Link>('organisation-links')
/** The seed's pending application of the demo investor (James Whitaker, for the family SSAS). */
const pending = () => links().first((l) => l.status === 'pending' && l.user_id === 4)!
const page = (id: number) => `/admin/investors/organisation-applications/${id}/details`

async function openPending() {
  const link = pending()
  expect(link).toBeDefined()
  const org = host.api.host.db.table('organisations').find(link.organisation_id as number)!
  const title = `James Whitaker for ${String(org.name)}`
  const view = await renderApp(page(link.id))
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument()
  return { ...view, link, title }
}

describe('organisation application review', () => {
  it('approves a pending application: the host records it and the page shows the decision', async () => {
    const sent = watchRequests(host, 'patch', `/api/organisation-links/${pending().id}`)
    const { link } = await openPending()
    expect(screen.getAllByText('Pending').length).toBeGreaterThan(0)
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }))

    expect(await screen.findByText('Application approved')).toBeInTheDocument()
    expect(sent).toEqual([`PATCH /api/organisation-links/${link.id}`])
    expect(links().find(link.id)).toMatchObject({
      status: 'approved',
      reviewed_by: host.user('superadmin@example.com').id,
    })
    // The page reads the record again: decided, so no more decision buttons.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull())
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull()
    expect(screen.getAllByText('Approved').length).toBeGreaterThan(0)
    // Reviewed by the signed-in staff member.
    expect(within(screen.getByRole('main')).getByText('Alex Morgan')).toBeInTheDocument()
  })

  it('needs a reason to reject: nothing is sent without one', async () => {
    const sent = watchRequests(host, 'patch', `/api/organisation-links/${pending().id}`)
    const { link } = await openPending()
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }))
    const dialog = await screen.findByRole('dialog', { name: 'Reject this application?' })
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' })
    expect(reason).toBeRequired()
    const confirm = within(dialog).getByRole('button', { name: 'Reject application' })
    await userEvent.click(confirm)
    expect(reason).toHaveAccessibleDescription(/The reason field is required\./)
    await userEvent.type(reason, '   ')
    await userEvent.click(confirm)
    expect(sent).toEqual([])
    expect(links().find(link.id)?.status).toBe('pending')
    expect(screen.getByRole('dialog', { name: 'Reject this application?' })).toBeInTheDocument()
  })

  it('rejects with the reason given, which the page then shows', async () => {
    const sent = watchRequests(host, 'patch', `/api/organisation-links/${pending().id}`)
    const { link } = await openPending()
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }))
    const dialog = await screen.findByRole('dialog', { name: 'Reject this application?' })
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Reason' }),
      '  Trust deed not provided.  ',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject application' }))

    expect(await screen.findByText('Application rejected')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(sent).toHaveLength(1)
    expect(links().find(link.id)).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Trust deed not provided.',
    })
    expect(await screen.findByText('Trust deed not provided.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull()
  })

  it("puts the host's 422 on the Reason field, keeping the text", async () => {
    const message = 'The rejection reason field must not be greater than 1000 characters.'
    host.use(
      mock.patch(/\/api\/organisation-links\/\d+$/, () =>
        HttpResponse.json({ message, errors: { rejection_reason: [message] } }, { status: 422 }),
      ),
    )
    const { link } = await openPending()
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }))
    const dialog = await screen.findByRole('dialog', { name: 'Reject this application?' })
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' })
    await userEvent.type(reason, 'Not a signatory')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject application' }))
    await waitFor(() => expect(reason).toHaveAttribute('aria-invalid', 'true'))
    expect(reason).toHaveAccessibleDescription(expect.stringContaining(message))
    expect(reason).toHaveValue('Not a signatory')
    expect(screen.getByRole('dialog', { name: 'Reject this application?' })).toBeInTheDocument()
    expect(screen.queryByText('Application rejected')).toBeNull()
    expect(links().find(link.id)?.status).toBe('pending')
    // Editing the reason clears the host's message.
    await userEvent.type(reason, '.')
    expect(reason).not.toHaveAttribute('aria-invalid')
  })

  it('offers no decision on an application already decided, and no delete', async () => {
    const decided = links().first((l) => l.status === 'approved')!
    await renderApp(page(decided.id))
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument()
    expect(screen.getAllByText('Approved').length).toBeGreaterThan(0)
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull()
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull()
  })
})
