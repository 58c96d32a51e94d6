// @vitest-environment dom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { NEW_INVESTOR, investorPageHost } from '@/test/investor-page-host'
import { openAt } from '../test/portfolio-host'
import { expectLink } from '@/investor/test/expect-link'

investorPageHost(NEW_INVESTOR)

describe('PortfolioPage for an investor with nothing yet', () => {
  it('says so and points to the opportunities', async () => {
    await openAt('/investor/portfolio')
    expect(await screen.findByText('You have no holdings yet')).toBeInTheDocument()
    expectLink('Browse investments', '/investor/investments')
    expect(screen.queryByRole('img')).toBeNull()
  })
})
