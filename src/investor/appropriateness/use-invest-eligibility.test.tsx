// @vitest-environment dom
import { describe, expect, it } from 'vitest'
import { INVESTOR, logInAs, mockSettings, NEW_INVESTOR } from '@/test/investor-page-host'
import {
  hoursFromNow,
  newInvestorHost,
  patchUser,
  READY_FOR_TEST,
  readEligibility,
} from './test/kit'
import { expectLink } from '@/investor/test/expect-link'

const { host, requests } = newInvestorHost()

const eligibility = readEligibility

describe('useInvestEligibility', () => {
  it('blocks the new investor on terms, category and the test, in that order, with links', async () => {
    const e = await eligibility()
    expect(e.status).toBe('blocked')
    expect(e.messages).toEqual([
      'Accept our latest terms and conditions before you invest.',
      'Tell us which type of investor you are before you invest.',
      'You will be ineligible to invest until you have successfully passed the test.',
    ])
    expect(e.links).toEqual([
      'Read the terms and conditions',
      'Confirm your investor category',
      'Take the appropriateness test',
    ])
    expectLink('Take the appropriateness test', '/investor/profile/appropriateness')
  })

  it('puts an unverified email first', async () => {
    await patchUser(host, NEW_INVESTOR, { email_verified_at: null })
    const e = await eligibility()
    expect(e.links[0]).toBe('Verify your email address')
  })

  it('skips the test when it is disabled, and the category when the popups are off', async () => {
    await patchUser(host, NEW_INVESTOR, { accepted_terms_version: 1 })
    await mockSettings({ complianceTest: false, investorCategorisationPopups: false })
    expect(await eligibility()).toEqual({ status: 'eligible', messages: [], links: [] })
    expect(requests.filter((r) => r.includes('/api/compliance/'))).toEqual([])
  })

  it('tells an investor in the cooldown to wait', async () => {
    await patchUser(host, NEW_INVESTOR, {
      ...READY_FOR_TEST,
      compliance_tries: 1,
      compliance_failed_at: hoursFromNow(-1),
    })
    const e = await eligibility()
    expect(e.messages).toEqual([
      'You will need to wait a further 24 hours before being able to re-attempt the Investor Appropriateness Test.',
    ])
    expect(e.links).toEqual(['See when you can retake the test'])
  })

  it('says when the attempts are used up (tries from the compliance settings)', async () => {
    await mockSettings({ riskWarning: false })
    await patchUser(host, NEW_INVESTOR, {
      ...READY_FOR_TEST,
      compliance_tries: 3,
      compliance_failed_at: hoursFromNow(-72),
    })
    const e = await eligibility()
    expect(e.messages).toEqual([
      'You have used all of your attempts at the Investor Appropriateness Test. Please contact us to discuss your options.',
    ])
    expect(e.links).toEqual([null])
    expect(requests).toContain('GET /api/compliance/settings/1')
  })

  it('does not read the tries allowed with the risk warning on (unlimited)', async () => {
    await patchUser(host, NEW_INVESTOR, {
      ...READY_FOR_TEST,
      compliance_tries: 3,
      compliance_failed_at: hoursFromNow(-72),
    })
    const e = await eligibility()
    expect(e.links).toEqual(['Take the appropriateness test'])
    expect(requests).not.toContain('GET /api/compliance/settings/1')
  })

  it('lets the demo investor invest, without asking for their test result', async () => {
    await logInAs(INVESTOR)
    expect(await eligibility()).toEqual({ status: 'eligible', messages: [], links: [] })
    expect(requests.filter((r) => r.includes('/api/compliance/'))).toEqual([])
  })
})
