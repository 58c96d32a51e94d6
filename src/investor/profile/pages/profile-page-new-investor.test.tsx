// @vitest-environment dom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { investorPageHost, NEW_INVESTOR } from '@/test/investor-page-host'
import { openProfile } from '../test/profile-host'

investorPageHost(NEW_INVESTOR)

describe('ProfilePage for a new investor', () => {
  it('has only the fixed sections and says the test is not taken', async () => {
    await openProfile('view')
    const account = await screen.findByRole('region', { name: 'Your account' })
    expect(within(account).getByText('Not taken yet')).toBeInTheDocument()
    expect(within(account).getByText('Verification pending')).toBeInTheDocument()
    const nav = screen.getByRole('navigation', { name: 'Profile sections' })
    expect(within(nav).queryByRole('link', { name: /.+ Documents$/ })).toBeNull()
    expect(within(nav).getByRole('link', { name: 'Apply to an organisation' })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Investment methods' })).toBeNull()
  })
})
