// @vitest-environment dom
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { INVESTOR, investorPageHost } from '@/test/investor-page-host'
import { openProfile, pageHeading } from '../test/profile-host'

const host = investorPageHost(INVESTOR)

describe('Investor type', () => {
  it('shows the current type and saves another', async () => {
    const user = userEvent.setup({ delay: null })
    await openProfile('type')
    await pageHeading('Investor type')
    expect(await screen.findByRole('radio', { name: /^Individual/ })).toBeChecked()
    await user.click(screen.getByRole('radio', { name: /^Pension/ }))
    await user.click(screen.getByRole('button', { name: 'Save investor type' }))
    expect(await screen.findByText('Your investor type has been saved.')).toBeInTheDocument()
    const pension = host.api.host.db.table('investor-types').first((t) => t.key === 'pension')!
    await waitFor(() => expect(host.user(INVESTOR).investor_type_id).toBe(pension.id))
  })
})
