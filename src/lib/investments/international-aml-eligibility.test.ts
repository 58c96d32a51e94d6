import { describe, expect, it } from 'vitest'
import { investBlockKinds, investFacts, outsideUk } from './invest-eligibility'

const settings = (on: 0 | 1) => ({ ca_use_intl_check: on, compliance_test_enabled: 0 })
const investor = (country: string | null, status: string | null = null) => ({
  role_id: 5,
  email_verified_at: '2026-01-01T00:00:00.000000Z',
  accepted_terms_version: 99,
  country,
  international_aml_status: status,
})
const blocks = (user: ReturnType<typeof investor>, on: 0 | 1) =>
  investBlockKinds(
    investFacts({ user, settings: settings(on), status: () => 'notRequired', now: Date.now() }),
  ).filter((k) => k.startsWith('international'))

describe('international AML in the rule of who may invest', () => {
  it('reads no country, GB and UK as the UK', () => {
    expect([null, '', 'GB', 'gb', 'UK'].map(outsideUk)).toEqual([false, false, false, false, false])
    expect(['FR', 'AE', 'JE'].map(outsideUk)).toEqual([true, true, true])
  })

  it('blocks a non-UK investor until staff pass the check, with the flag on', () => {
    expect(blocks(investor('FR'), 1)).toEqual(['internationalAml'])
    expect(blocks(investor('FR', 'failed'), 1)).toEqual(['internationalAmlFailed'])
    expect(blocks(investor('FR', 'passed'), 1)).toEqual([])
  })

  it('never blocks a UK investor, and treats everyone as UK with the flag off', () => {
    expect(blocks(investor('GB'), 1)).toEqual([])
    expect(blocks(investor(null), 1)).toEqual([])
    expect(blocks(investor('FR'), 0)).toEqual([])
    expect(blocks(investor('FR', 'failed'), 0)).toEqual([])
  })
})
