import { describe, expect, it } from 'vitest'
import {
  FLAG_ALTERNATIVE_SPELLINGS,
  FLAG_NAMES,
  FLAG_SPELLINGS,
  flagsFrom,
  NO_FLAGS,
} from '@/lib/flags'

describe('flagsFrom (SPEC §3: two spellings per flag)', () => {
  it.each(FLAG_NAMES)('reads %s from either spelling', (name) => {
    const [snake, camel] = FLAG_SPELLINGS[name]
    expect(flagsFrom({ [snake]: 1 })[name]).toBe(true)
    expect(flagsFrom({ [camel]: 1 })[name]).toBe(true)
    expect(flagsFrom({ [snake]: 0 })[name]).toBe(false)
    expect(flagsFrom({ [camel]: 0 })[name]).toBe(false)
  })

  it('accepts 1, true, "1" and "true" as on, and the rest as off', () => {
    for (const on of [1, true, '1', 'true'])
      expect(flagsFrom({ funds_enabled: on }).funds).toBe(true)
    for (const off of [0, false, '0', '', null, 'yes', 2])
      expect(flagsFrom({ enableFunds: off }).funds).toBe(false)
  })

  it('reads the spec examples: hidePayee, ca_use_intl_check, investor_type_popup, investment_terms_enabled', () => {
    const flags = flagsFrom({
      hidePayee: 1,
      ca_use_intl_check: 1,
      investor_type_popup: 1,
      investment_terms_enabled: 1,
    })
    expect(flags).toMatchObject({
      hidePaymentReference: true,
      internationalAml: true,
      investorCategorisationPopups: true,
      termsConditions: true,
      funds: false,
    })
  })

  it('is all off without settings', () => {
    expect(flagsFrom(undefined)).toEqual(NO_FLAGS)
    expect(Object.values(NO_FLAGS).every((v) => v === false)).toBe(true)
  })
})

describe('flagsFrom with a host dialect (issue 9)', () => {
  it('reads the spellings real hosts send besides the two of SPEC §3', () => {
    const flags = flagsFrom({ market_sounding: 1, risk_warning: '1', enable_funds: true, tax: 0 })
    expect(flags.marketSounding).toBe(true)
    expect(flags.riskWarning).toBe(true)
    expect(flags.funds).toBe(true)
    expect(flags.tax).toBe(false)
  })

  it('prefers the contract spellings when a host sends several', () => {
    expect(flagsFrom({ risk_warning_enabled: 0, risk_warning: 1 }).riskWarning).toBe(false)
  })

  it('lists alternatives that never repeat a contract spelling', () => {
    expect(FLAG_ALTERNATIVE_SPELLINGS.marketSounding).toEqual([
      'market_sounding',
      'enable_market_sounding',
    ])
    expect(FLAG_ALTERNATIVE_SPELLINGS.hideBankDetails).toEqual([])
  })
})
