// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { INVESTOR, investorPageHost, mockSettings } from '@/test/investor-page-host'
import { openProfile, pageHeading, rows } from '../test/profile-host'

const host = investorPageHost(INVESTOR)

async function openApply() {
  await openProfile('organisation-apply')
  await pageHeading('Apply to an organisation')
  return userEvent.setup({ delay: null })
}

describe('Apply to an organisation', () => {
  it('registers the organisation, applies to join it and opens its page', async () => {
    const user = await openApply()
    const staffNotes = rows(host, 'notifications').length
    await user.type(
      screen.getByRole('textbox', { name: /Organisation name/ }),
      'Carter Holdings Ltd',
    )
    await user.selectOptions(
      screen.getByRole('combobox', { name: /Type of organisation/ }),
      'company',
    )
    await user.type(screen.getByRole('textbox', { name: /Company number/ }), '12345678')
    await user.selectOptions(screen.getByRole('combobox', { name: /Your role/ }), 'shareholder')
    await user.type(screen.getByRole('textbox', { name: /Your shareholding/ }), '40')
    await user.click(screen.getByRole('button', { name: 'Send application' }))

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Carter Holdings Ltd' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument()
    expect(
      await screen.findByText(
        'Your application to join Carter Holdings Ltd has been sent. We will let you know when we have reviewed it.',
      ),
    ).toBeInTheDocument()
    const org = rows(host, 'organisations', (o) => o.name === 'Carter Holdings Ltd')[0]
    expect(org).toMatchObject({ type: 'company', status: 'pending', company_number: '12345678' })
    const me = host.user(INVESTOR)
    expect(rows(host, 'organisation-links', (l) => l.organisation_id === org.id)).toEqual([
      expect.objectContaining({
        user_id: me.id,
        role: 'shareholder',
        status: 'pending',
        ownership_percentage: 40,
      }),
    ])
    expect(rows(host, 'notifications').length).toBeGreaterThan(staffNotes)
    expect(await screen.findByText(/We are reviewing your application/)).toBeInTheDocument()
    const nav = screen.getByRole('navigation', { name: 'Profile sections' })
    expect(within(nav).getByRole('link', { name: 'Carter Holdings Ltd' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  it("puts the host's 422 on the organisation's fields and keeps what was typed", async () => {
    const user = await openApply()
    const before = rows(host, 'organisations').length
    await user.type(screen.getByRole('textbox', { name: /Company number/ }), '12345678')
    await user.selectOptions(screen.getByRole('combobox', { name: /Your role/ }), 'director')
    await user.click(screen.getByRole('button', { name: 'Send application' }))

    const name = screen.getByRole('textbox', { name: /Organisation name/ })
    await waitFor(() => expect(name).toHaveAccessibleDescription('The name field is required.'))
    expect(
      screen.getByRole('combobox', { name: /Type of organisation/ }),
    ).toHaveAccessibleDescription('The type field is required.')
    expect(screen.getByRole('textbox', { name: /Company number/ })).toHaveValue('12345678')
    expect(rows(host, 'organisations').length).toBe(before)
  })

  it('asks for a role before registering anything', async () => {
    const user = await openApply()
    const before = rows(host, 'organisations').length
    await user.type(screen.getByRole('textbox', { name: /Organisation name/ }), 'Half Made Ltd')
    await user.selectOptions(
      screen.getByRole('combobox', { name: /Type of organisation/ }),
      'company',
    )
    await user.click(screen.getByRole('button', { name: 'Send application' }))
    const role = screen.getByRole('combobox', { name: /Your role/ })
    await waitFor(() => expect(role).toHaveAccessibleDescription('The role field is required.'))
    expect(rows(host, 'organisations').length).toBe(before)
  })

  it('is closed when organisation links are off', async () => {
    await mockSettings({ organisation_links_enabled: 0 })
    await openApply()
    expect(screen.getByText('Organisation applications are closed')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Send application' })).toBeNull()
  })
})
