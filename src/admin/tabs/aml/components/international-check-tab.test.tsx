// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { switchFlag } from '@/test/mock-host'
import { renderTab, signInAs, startTabHost } from '@/test/tab-host'
import { InternationalCheckTab } from './international-check-tab'

const host = startTabHost()
const db = () => host.api().host.db
const flag = (on: boolean) => switchFlag(db(), 'ca_use_intl_check', on)
/** The seeded investor in Dubai, who has sent both documents. */
const inDubai = () =>
  db()
    .table('users')
    .first((u) => u.country === 'AE')!
const subject = () => ({ type: 'users', id: inDubai().id }) as const
const record = () => inDubai() as never
/** The host is not reseeded between tests: each starts from an undecided check. */
const undecided = () => db().table('users').update(inDubai().id, { international_aml_status: null })

describe('InternationalCheckTab', () => {
  it('lets compliance staff fail the check, requiring a reason, then pass it', async () => {
    await flag(true)
    await undecided()
    await signInAs('compliance@example.com')
    const user = userEvent.setup({ delay: null })
    await renderTab(<InternationalCheckTab subject={subject()} record={record()} />)
    const status = await screen.findByRole('region', { name: 'Check status' })
    expect(within(status).getByText('Ready for review')).toBeVisible()
    expect(within(status).getByText(/United Arab Emirates/)).toBeVisible()
    expect(screen.getByRole('link', { name: /Open Source of funds/ })).toBeVisible()

    await user.click(within(status).getByRole('button', { name: 'Fail check' }))
    const dialog = await screen.findByRole('dialog', { name: 'Fail the international check' })
    await user.click(within(dialog).getByRole('button', { name: 'Fail check' }))
    const reason = await within(dialog).findByRole('textbox', { name: /Reason for failing/ })
    await waitFor(() =>
      expect(reason).toHaveAccessibleDescription(
        /The reason field is required when decision is fail/,
      ),
    )
    await user.type(reason, 'The source of funds is not evidenced.')
    await user.click(within(dialog).getByRole('button', { name: 'Fail check' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(await within(status).findByText('Failed')).toBeVisible()
    expect(within(status).getByText('Reason: The source of funds is not evidenced.')).toBeVisible()

    await user.click(within(status).getByRole('button', { name: 'Pass check' }))
    const pass = await screen.findByRole('dialog', { name: 'Pass the international check' })
    await user.click(within(pass).getByRole('button', { name: 'Pass check' }))
    expect(await within(status).findByText('Passed')).toBeVisible()
    expect(within(status).getByText(/^Passed by /)).toBeVisible()
    expect(db().table('users').find(inDubai().id)!.international_aml_status).toBe('passed')
  })

  it('shows the status without the actions to a role without compliance update', async () => {
    await flag(true)
    await undecided()
    await signInAs('adviser@example.com')
    await renderTab(<InternationalCheckTab subject={subject()} record={record()} />)
    const status = await screen.findByRole('region', { name: 'Check status' })
    expect(within(status).getByText('Ready for review')).toBeVisible()
    expect(within(status).queryByRole('button')).not.toBeInTheDocument()
  })

  it('says the check is off with the flag off', async () => {
    await flag(false)
    await signInAs('compliance@example.com')
    await renderTab(<InternationalCheckTab subject={subject()} record={record()} />)
    expect(await screen.findByText(/International AML is off/)).toBeVisible()
    expect(screen.queryByRole('region', { name: 'Check status' })).not.toBeInTheDocument()
  })
})
