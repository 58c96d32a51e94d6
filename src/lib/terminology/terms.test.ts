import { describe, expect, it } from 'vitest'
import { DEFAULT_TERMS } from './defaults'
import { term, terminologyFrom } from './terms'

describe('terminology defaults (SPEC §9)', () => {
  it.each([
    ['investments', 'Investments'],
    ['portfolio', 'Portfolio'],
    ['funds', 'Funds'],
    ['performance', 'Performance'],
    ['key_documents', 'Key Documents'],
    ['awaiting_payment', 'Awaiting Payment'],
    ['investor_reference_number', 'Investor Reference Number'],
    ['investors', 'Investors'],
    ['reports', 'Reports'],
    ['industry', 'Industry'],
    ['insider_register', 'Insider Register'],
    ['live_opportunities', 'Live opportunities'],
    ['organisation_applications', 'Organisation applications'],
  ] as const)('%s -> %s', (key, word) => {
    expect(term(key)).toBe(word)
  })

  it('has a transfer message about the reservation amount and the close date', () => {
    expect(term('transfer_message')).toMatch(/reservation amount/)
    expect(term('transfer_message')).toMatch(/close date/)
  })
})

describe('terminologyFrom (the tenant navigation JSON)', () => {
  it('overrides the defaults by snake_case key, from a string or an object', () => {
    const terms = terminologyFrom('{"investments":"Opportunities","insider_register":"Insiders"}')
    expect(term('investments', terms)).toBe('Opportunities')
    expect(term('insider_register', terms)).toBe('Insiders')
    expect(term('portfolio', terms)).toBe('Portfolio')
    expect(terminologyFrom({ reports: 'Updates' }).reports).toBe('Updates')
  })

  it('keeps the defaults for bad JSON, blanks, non-strings and unknown keys', () => {
    expect(terminologyFrom('{bad')).toEqual(DEFAULT_TERMS)
    const terms = terminologyFrom({ investments: '  ', funds: 3, unknown_key: 'x' })
    expect(terms).toEqual(DEFAULT_TERMS)
    expect('unknown_key' in terms).toBe(false)
  })

  it('reads the seeded navigation unchanged', () => {
    const seeded = JSON.stringify({
      investments: 'Investments',
      investors: 'Investors',
      key_documents: 'Key Documents',
    })
    expect(terminologyFrom(seeded)).toEqual(DEFAULT_TERMS)
  })
})
