// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { SEEDED_REFERRED, seededMatch } from '@mocks/seed/people/screenings'
import { canOpenAdminRoute } from '@/lib/navigation'
import { ROLES } from '@/lib/permissions'
import { flagsFrom } from '@/lib/settings/flag-names'
import { renderTab, signInAs, startScreeningHost } from '../test/screening-host'
import { ScreeningTab } from './screening-tab'

const { db } = startScreeningHost()
const referredId = () =>
  db()
    .table('users')
    .first((u) => u.email === SEEDED_REFERRED.email)!.id
const REASON = 'Date of birth and nationality differ from the listed person.'

describe('ScreeningTab', () => {
  it('shows a referral’s matches; staff clear it with a required reason', async () => {
    await signInAs('compliance@example.com')
    const user = userEvent.setup({ delay: null })
    await renderTab(<ScreeningTab subject={{ type: 'users', id: referredId() }} />)
    const current = await screen.findByRole('region', { name: 'Current screening' })
    expect(within(current).getByText('Referred for review')).toBeVisible()
    const matches = within(current).getByRole('table', { name: 'Matches' })
    expect(within(matches).getByText(seededMatch('refer').list)).toBeVisible()
    expect(within(matches).getByText(seededMatch('refer').matched_name)).toBeVisible()
    await user.click(within(current).getByRole('button', { name: 'Clear' }))
    const dialog = await screen.findByRole('dialog', { name: 'Clear screening' })
    await user.click(within(dialog).getByRole('button', { name: 'Clear screening' }))
    const reason = await within(dialog).findByRole('textbox', { name: /Reason for clearing/ })
    await waitFor(() => expect(reason).toHaveAccessibleDescription(/required/))
    await user.type(reason, REASON)
    await user.click(within(dialog).getByRole('button', { name: 'Clear screening' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const decided = await screen.findByRole('region', { name: 'Current screening' })
    await within(decided).findByText('Clear')
    expect(within(decided).getByText(REASON)).toBeVisible()
    expect(within(decided).getByText(/by Fiona Campbell$/)).toBeVisible()
    expect(within(decided).queryByRole('button')).not.toBeInTheDocument()
    expect(db().table('users').find(referredId())!.screening_status).toBe('clear')
  })

  it('runs the screening again: the new check counts, the earlier one is listed', async () => {
    await signInAs('superadmin@example.com')
    const user = userEvent.setup({ delay: null })
    await renderTab(<ScreeningTab subject={{ type: 'users', id: referredId() }} />)
    await user.click(await screen.findByRole('button', { name: 'Run screening' }))
    const history = await screen.findByRole('region', { name: 'Earlier checks' })
    expect(within(history).getAllByRole('listitem')).toHaveLength(1)
    const current = screen.getByRole('region', { name: 'Current screening' })
    expect(within(current).getByText(/Alex Morgan/)).toBeVisible()
  })

  it('shows the status without the actions to a role without compliance update', async () => {
    await signInAs('adviser@example.com')
    await renderTab(<ScreeningTab subject={{ type: 'users', id: referredId() }} />)
    const current = await screen.findByRole('region', { name: 'Current screening' })
    expect(within(current).getByText('Referred for review')).toBeVisible()
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  it('says when an investor has not been screened', async () => {
    const user = await db().table('users').insert({ name: 'Ada', surname: 'Byron', role_id: 5 })
    await signInAs('compliance@example.com')
    await renderTab(<ScreeningTab subject={{ type: 'users', id: user.id }} />)
    expect(await screen.findByText('Not screened yet')).toBeVisible()
  })

  it('is not offered with the flag off', () => {
    const path = '/admin/investors/4/screening'
    const on = flagsFrom({ user_screening_enabled: 1 })
    const off = flagsFrom({ user_screening_enabled: 0 })
    expect(canOpenAdminRoute(ROLES.Compliance, on, path)).toBe(true)
    expect(canOpenAdminRoute(ROLES.Compliance, off, path)).toBe(false)
  })
})
