// @vitest-environment dom
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { INVESTOR, logInAs, mockSettings } from '@/test/investor-page-host'
import { SCREENING_MESSAGES } from './model/messages'
import { newInvestorHost, patchUser, readEligibility } from './test/kit'

const { host } = newInvestorHost()
const screeningOn = (on: boolean) => mockSettings({ userScreening: on })

afterEach(() => screeningOn(false))

const blocks = async () => (await readEligibility()).messages

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
    expect((await readEligibility()).status).toBe('eligible')
  })

  it('with the flag off, reads no status: free to invest as before', async () => {
    await logInAs(INVESTOR)
    await patchUser(host, INVESTOR, { screening_status: 'refer' })
    expect((await readEligibility()).status).toBe('eligible')
  })
})
