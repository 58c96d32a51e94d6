// @vitest-environment dom
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { INVESTOR, investorPageHost } from '@/test/investor-page-host'
import { openProfile, pageHeading } from '../test/profile-host'

const host = investorPageHost(INVESTOR)

async function openDetails() {
  await openProfile('details')
  await pageHeading('Personal details')
  return screen.findByRole('textbox', { name: /First name/ })
}

const replace = async (user: ReturnType<typeof userEvent.setup>, label: RegExp, text: string) => {
  const field = screen.getByRole('textbox', { name: label })
  await user.clear(field)
  if (text) await user.type(field, text)
  return field
}

describe('Personal details', () => {
  it('starts from what the host has and saves changes to the investor row', async () => {
    const user = userEvent.setup({ delay: null })
    expect(await openDetails()).toHaveValue('James')
    expect(screen.getByRole('textbox', { name: /Email address/ })).toHaveValue(INVESTOR)
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('GB')

    await replace(user, /Surname/, 'Whitaker-Jones')
    await replace(user, /Town or city/, 'Cambridge')
    await replace(user, /Address line 2/, 'Flat 2')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Nationality' }), 'GB')
    await user.click(screen.getByRole('button', { name: 'Save details' }))

    expect(await screen.findByText('Your details have been saved.')).toBeInTheDocument()
    await waitFor(() =>
      expect(host.user(INVESTOR)).toMatchObject({
        surname: 'Whitaker-Jones',
        city: 'Cambridge',
        address_line_2: 'Flat 2',
        nationality: 'GB',
        // Untouched fields keep their values.
        name: 'James',
        postcode: 'OX5 9ZH',
      }),
    )
  })

  it('puts a 422 on the email field and keeps everything typed', async () => {
    const user = userEvent.setup({ delay: null })
    await openDetails()
    await replace(user, /Town or city/, 'Bath')
    const email = await replace(user, /Email address/, 'not-an-email')
    await user.click(screen.getByRole('button', { name: 'Save details' }))

    const message = 'The email field must be a valid email address.'
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'))
    expect(email).toHaveAccessibleDescription(message)
    expect(email).toHaveFocus()
    expect(email).toHaveValue('not-an-email')
    expect(screen.getByRole('textbox', { name: /Town or city/ })).toHaveValue('Bath')
    expect(screen.getByRole('alert')).toHaveTextContent(message)
    // Nothing was saved.
    expect(host.user(INVESTOR)).toMatchObject({ email: INVESTOR, city: 'Oxford' })

    // Editing the field clears its error; a corrected submit saves.
    await replace(user, /Email address/, 'james.whitaker@example.com')
    expect(email).not.toHaveAttribute('aria-invalid')
    await user.click(screen.getByRole('button', { name: 'Save details' }))
    expect(await screen.findByText('Your details have been saved.')).toBeInTheDocument()
    await waitFor(() =>
      expect(host.user('james.whitaker@example.com')).toMatchObject({ city: 'Bath' }),
    )
  })

  it('says a new email must be verified, and the host now holds it unverified', async () => {
    const user = userEvent.setup({ delay: null })
    await openDetails()
    await replace(user, /Email address/, 'james.new@example.com')
    await user.click(screen.getByRole('button', { name: 'Save details' }))

    const notice = await screen.findByText(
      'A new verification link has been sent to james.new@example.com. Please follow it to verify your new email address.',
    )
    const toast = notice.closest('[role="status"]')
    expect(toast).toHaveTextContent('Verify your new email address')
    expect(toast).toHaveTextContent('Your details have been saved.')
    await waitFor(() =>
      expect(host.user('james.new@example.com')).toMatchObject({ email_verified_at: null }),
    )
    const mail = host.api.host.db
      .table<{ id: number; to: string; subject: string }>('mail')
      .where((m) => m.to === 'james.new@example.com')
    expect(mail.map((m) => m.subject)).toEqual(['Verify Email Address'])
  })

  it('keeps the plain "saved" message when the email is unchanged', async () => {
    const user = userEvent.setup({ delay: null })
    await openDetails()
    await replace(user, /Town or city/, 'Leeds')
    await user.click(screen.getByRole('button', { name: 'Save details' }))
    expect(await screen.findByText('Your details have been saved.')).toBeInTheDocument()
    expect(screen.queryByText(/A new verification link/)).not.toBeInTheDocument()
    expect(host.user(INVESTOR).email_verified_at).not.toBeNull()
  })

  it('says the first name is required when it is emptied', async () => {
    const user = userEvent.setup({ delay: null })
    await openDetails()
    const name = await replace(user, /First name/, '')
    await user.click(screen.getByRole('button', { name: 'Save details' }))
    await waitFor(() => expect(name).toHaveAccessibleDescription('The name field is required.'))
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(host.user(INVESTOR).name).toBe('James')
  })
})
