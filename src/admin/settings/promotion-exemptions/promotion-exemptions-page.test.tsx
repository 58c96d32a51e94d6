// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { investorSettingsHost } from '@/admin/settings/test/settings-host'
import { mockSettings } from '@/test/investor-page-host'
import { PromotionExemptionsPage } from './promotion-exemptions-page'

const host = investorSettingsHost(
  PromotionExemptionsPage,
  '/admin/settings/investor/promotion-exemptions',
)
const RESTRICTED = 'Restricted investor'
const flag = (on: boolean) => mockSettings({ financialPromotionExceptions: on })

afterEach(() => flag(false))

describe('PromotionExemptionsPage', () => {
  it('shows each exemption’s statement and edits one (an empty one refused)', async () => {
    await flag(true)
    await host.open()
    const list = await screen.findByRole('list', { name: 'Exemption statements' })
    expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual([
      'Certified high net worth individual',
      'Certified sophisticated investor',
      'Self-certified sophisticated investor',
      RESTRICTED,
    ])
    expect(screen.getByLabelText(`Statement of ${RESTRICTED}`)).toHaveTextContent(
      /I declare that I qualify as a restricted investor/,
    )
    const user = userEvent.setup({ delay: null })
    await user.click(screen.getByRole('button', { name: `Edit ${RESTRICTED}` }))
    const dialog = screen.getByRole('dialog', { name: `Edit the ${RESTRICTED} statement` })
    const text = within(dialog).getByRole('textbox', { name: /^Statement/ })
    await user.clear(text)
    await user.click(within(dialog).getByRole('button', { name: 'Save statement' }))
    await waitFor(() => expect(text).toHaveAccessibleDescription(/The statement field is required/))
    await user.type(text, 'I am a restricted investor.')
    await user.click(within(dialog).getByRole('button', { name: 'Save statement' }))
    expect(await screen.findByText(`${RESTRICTED} statement saved.`)).toBeInTheDocument()
    expect(screen.getByLabelText(`Statement of ${RESTRICTED}`)).toHaveTextContent(
      'I am a restricted investor.',
    )
  })
})
