// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { flagColumns } from '@/lib/settings/flag-names'
import { investorPageHost, logInAs, renderPage } from '@/test/investor-page-host'
import { expectLink } from '@/investor/test/expect-link'
import { EligibilityNotice } from './components/eligibility-notice'
import { useInvestEligibility } from './use-invest-eligibility'

const host = investorPageHost(null)
const db = () => host.api.host.db
const flag = (on: boolean) =>
  db()
    .table('branding')
    .update(1, flagColumns({ ca_use_intl_check: on }))
/** The seeded investor in Paris: verified, categorised and tested, so only the check is left. */
const inParis = () =>
  db()
    .table('users')
    .first((u) => u.country === 'FR')!

function Probe() {
  const eligibility = useInvestEligibility()
  return (
    <main>
      <p>Status: {eligibility.status}</p>
      <EligibilityNotice blocks={eligibility.blocks} />
    </main>
  )
}

async function render() {
  await renderPage({ at: '/investor', routes: [{ path: '/investor', element: <Probe /> }] })
  return (await screen.findByText(/^Status: (eligible|blocked)$/)).textContent
}

describe('the international check in who may invest', () => {
  it('blocks a non-UK investor until the check is passed, pointing at the documents', async () => {
    await flag(true)
    await logInAs(String(inParis().email))
    expect(await render()).toBe('Status: blocked')
    const notice = screen.getByRole('region', { name: 'Before you can invest' })
    expect(within(notice).getByText(/As you live outside the UK/)).toBeVisible()
    expectLink('Upload your international check documents', '/investor/profile/identity')
  })

  it('lets the same investor invest with the flag off', async () => {
    await flag(false)
    await logInAs(String(inParis().email))
    expect(await render()).toBe('Status: eligible')
  })
})
