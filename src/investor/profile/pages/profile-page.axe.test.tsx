// @vitest-environment dom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { INVESTOR, investorPageHost } from '@/test/investor-page-host'
import { axeFindings } from '@/test/axe'
import { openProfile, pageHeading } from '../test/profile-host'

investorPageHost(INVESTOR)

describe('profile sections (axe)', () => {
  it.each([
    ['view', 'Your profile', 'Your account'],
    ['details', 'Personal details', 'Your details'],
    ['identity', 'Identity verification', 'Identity documents'],
    ['security', 'Password and security', 'Change password'],
    ['organisation-apply', 'Apply to an organisation', 'Your organisation'],
    ['organisation_1', 'Whitaker Capital Ltd', 'Organisation details'],
    ['subscription', 'Payments and subscription', 'Investor club membership'],
  ])('%s has no violations', async (slug, heading, region) => {
    await openProfile(slug)
    await pageHeading(heading)
    await screen.findByRole('region', { name: region }, { timeout: 5000 })
    expect(await axeFindings()).toEqual([])
  })
})
