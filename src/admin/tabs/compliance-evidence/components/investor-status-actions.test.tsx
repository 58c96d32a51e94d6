// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { investorPageHost, logInAs } from '@/test/investor-page-host'
import { renderHeader } from '../test/compliance-host'

const host = investorPageHost('superadmin@example.com')
const row = (email: string) => host.user(email)

async function confirmChange(label: string, option: string) {
  const user = userEvent.setup({ delay: null })
  await user.selectOptions(await screen.findByRole('combobox', { name: label }), option)
  await user.click(screen.getByRole('button', { name: `Save ${label.toLowerCase()}` }))
  const dialog = await screen.findByRole('dialog', { name: `Change ${label.toLowerCase()}?` })
  await user.click(within(dialog).getByRole('button', { name: `Change to ${option}` }))
}

describe('InvestorStatusActions', () => {
  it('changes the KYC status after a confirmation, with a toast, and the header shows it', async () => {
    const id = row('newinvestor@example.com').id
    await renderHeader(id)
    await confirmChange('KYC status', 'Verified')
    expect(await screen.findByText('KYC status changed to Verified.')).toBeInTheDocument()
    expect(row('newinvestor@example.com').kyc_status).toBe('verified')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByRole('combobox', { name: 'KYC status' })).toHaveValue('verified')
    // The change is compliance evidence, made by the signed-in staff member.
    const evidence = host.api.host.db
      .table('activity')
      .where((a) => a.log_name === 'compliance' && a.subject_id === id)
    expect(evidence.at(-1)).toMatchObject({
      event: 'kyc_status_changed',
      causer_id: row('superadmin@example.com').id,
    })
  })

  it("changes the lead status to one of the tenant's, and cancelling changes nothing", async () => {
    const id = row('newinvestor@example.com').id
    const statuses = host.api.host.db.table('lead-statuses').all()
    const target = statuses.find((s) => s.id !== row('newinvestor@example.com').lead_status_id)!
    await renderHeader(id)
    const user = userEvent.setup({ delay: null })
    const select = await screen.findByRole('combobox', { name: 'Lead status' })
    await waitFor(() => expect(select).toBeEnabled())
    await user.selectOptions(select, String(target.name))
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('button', { name: 'Save lead status' })).toBeNull()
    await confirmChange('Lead status', String(target.name))
    expect(
      await screen.findByText(`Lead status changed to ${String(target.name)}.`),
    ).toBeInTheDocument()
    expect(row('newinvestor@example.com').lead_status_id).toBe(target.id)
  })

  it('shows the appropriateness result and resets it for user_app_test create', async () => {
    await renderHeader(row('investor@example.com').id)
    const group = await screen.findByRole('group', { name: 'Appropriateness test' })
    expect(within(group).getByText('Passed')).toBeInTheDocument()
    expect(within(group).getByText('1 try')).toBeInTheDocument()
    await userEvent.click(within(group).getByRole('button', { name: 'Reset appropriateness test' }))
    const dialog = await screen.findByRole('dialog', { name: 'Reset the appropriateness test?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset test' }))
    expect(await screen.findByText('The appropriateness test has been reset.')).toBeInTheDocument()
    expect(await within(group).findByText('Not taken')).toBeInTheDocument()
    expect(within(group).getByText('0 tries')).toBeInTheDocument()
    expect(row('investor@example.com').compliance_passed).toBe(0)
  })

  it("sets a password, with the host's 422 on its field and nothing typed lost", async () => {
    await renderHeader(row('investor@example.com').id)
    const user = userEvent.setup({ delay: null })
    await user.click(await screen.findByRole('button', { name: 'Set password' }))
    const dialog = await screen.findByRole('dialog', { name: 'Set password for James Whitaker' })
    await user.type(within(dialog).getByLabelText(/^New password/), 'long-enough-1')
    await user.type(within(dialog).getByLabelText(/^Confirm new password/), 'different-1')
    await user.click(within(dialog).getByRole('button', { name: 'Set password' }))
    const field = within(dialog).getByLabelText(/^New password/)
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'))
    expect(within(dialog).getAllByText(/confirmation does not match/).length).toBeGreaterThan(0)
    expect(field).toHaveValue('long-enough-1')
    await user.clear(within(dialog).getByLabelText(/^Confirm new password/))
    await user.type(within(dialog).getByLabelText(/^Confirm new password/), 'long-enough-1')
    await user.click(within(dialog).getByRole('button', { name: 'Set password' }))
    expect(
      await screen.findByText('The password for James Whitaker has been set.'),
    ).toBeInTheDocument()
    expect(row('investor@example.com').password).toBe('long-enough-1')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('offers each action only to the roles allowed', async () => {
    const id = row('investor@example.com').id
    // Investment_Manager: investors update, but neither user_app_test nor investors_password.
    await logInAs('manager@example.com')
    let view = await renderHeader(id)
    expect(await screen.findByRole('combobox', { name: 'KYC status' })).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Lead status' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Reset appropriateness test' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Set password' })).toBeNull()
    view.unmount()
    // Compliance: investors show only, so the statuses are read, not changed.
    await logInAs('compliance@example.com')
    view = await renderHeader(id)
    const group = await screen.findByRole('group', { name: 'Investor status and actions' })
    expect(within(group).getByText('Verified')).toBeInTheDocument()
    expect(within(group).queryByRole('combobox')).toBeNull()
    expect(within(group).queryByRole('button')).toBeNull()
  })
})
