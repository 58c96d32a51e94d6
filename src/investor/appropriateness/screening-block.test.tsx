// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { INVESTOR, logInAs, mockSettings, renderPage } from '@/test/investor-page-host'
import { EligibilityNotice } from './components/eligibility-notice'
import { SCREENING_MESSAGES } from './model/messages'
import { newInvestorHost, patchUser } from './test/kit'
import { useInvestEligibility } from './use-invest-eligibility'

const { host } = newInvestorHost()
const screeningOn = (on: boolean) => mockSettings({ userScreening: on })

afterEach(() => screeningOn(false))

function Probe() {
  const eligibility = useInvestEligibility()
  if (eligibility.status === 'eligible') return <p>Free to invest</p>
  return <EligibilityNotice blocks={eligibility.blocks} />
}

const render = () =>
  renderPage({ at: '/investor', routes: [{ path: '/investor', element: <Probe /> }] })

/** The "Before you can invest" region's sentences. */
async function blocks() {
  await render()
  const notice = await screen.findByRole('region', { name: 'Before you can invest' })
  return within(notice)
    .getAllByRole('listitem')
    .map((li) => within(li).getByRole('paragraph').textContent)
}

describe('user screening, as the investor sees it', () => {
  it('while referred (or not yet screened): told we are checking, nothing to do', async () => {
    await screeningOn(true)
    await logInAs(INVESTOR)
    await patchUser(host, INVESTOR, { screening_status: 'refer' })
    expect(await blocks()).toEqual([SCREENING_MESSAGES.pending])
    // Never a word of lists or matches: no tipping off.
    expect(screen.queryByText(/sanction|match/i)).not.toBeInTheDocument()
  })

  it('after a failure: told to contact us', async () => {
    await screeningOn(true)
    await logInAs(INVESTOR)
    await patchUser(host, INVESTOR, { screening_status: 'fail' })
    expect(await blocks()).toEqual([SCREENING_MESSAGES.failed])
  })

  it('once clear, free to invest', async () => {
    await screeningOn(true)
    await logInAs(INVESTOR)
    await patchUser(host, INVESTOR, { screening_status: 'clear' })
    await render()
    expect(await screen.findByText('Free to invest')).toBeVisible()
  })

  it('with the flag off, reads no status: free to invest as before', async () => {
    await logInAs(INVESTOR)
    await patchUser(host, INVESTOR, { screening_status: 'refer' })
    await render()
    expect(await screen.findByText('Free to invest')).toBeVisible()
  })
})
