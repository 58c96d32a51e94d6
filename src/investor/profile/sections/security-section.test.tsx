// @vitest-environment dom
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { INVESTOR, investorPageHost } from '@/test/investor-page-host'
import { openProfile, pageHeading } from '../test/profile-host'

const host = investorPageHost(INVESTOR)

async function fill(current: string, next: string, confirmation = next) {
  const user = userEvent.setup({ delay: null })
  await openProfile('security')
  await pageHeading('Password and security')
  await user.type(await screen.findByLabelText(/^Current password/), current)
  await user.type(screen.getByLabelText(/^New password/), next)
  await user.type(screen.getByLabelText(/^Confirm new password/), confirmation)
  await user.click(screen.getByRole('button', { name: 'Change password' }))
  return user
}

describe('Change password', () => {
  it('changes the password and says so', async () => {
    await fill('password', 'a-new-passphrase')
    expect(await screen.findByText('Your password has been updated.')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Your password has been updated.')
    expect(host.user(INVESTOR).password).toBe('a-new-passphrase')
    // Nothing sensitive is left in the form.
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('')
    expect(screen.getByLabelText(/^New password/)).toHaveValue('')
  })

  it('puts a wrong current password on its field and keeps what was typed', async () => {
    await fill('not-my-password', 'a-new-passphrase')
    const current = screen.getByLabelText(/^Current password/)
    await waitFor(() => expect(current).toHaveAttribute('aria-invalid', 'true'))
    expect(current).toHaveAccessibleDescription('The password is incorrect.')
    expect(current).toHaveValue('not-my-password')
    expect(screen.getByLabelText(/^New password/)).toHaveValue('a-new-passphrase')
    expect(host.user(INVESTOR).password).toBe('password')
  })

  it('puts a confirmation that does not match on the new password', async () => {
    await fill('password', 'a-new-passphrase', 'something-else')
    const next = screen.getByLabelText(/^New password/)
    await waitFor(() =>
      expect(next).toHaveAccessibleDescription('The password field confirmation does not match.'),
    )
    expect(host.user(INVESTOR).password).toBe('password')
  })
})
