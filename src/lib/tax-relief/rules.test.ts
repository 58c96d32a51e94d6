import { describe, expect, it } from 'vitest'
import { RELIEF_SCHEMES, TAX_RELIEF_RULES } from './index'

describe('TAX_RELIEF_RULES', () => {
  it('names its source', () => {
    expect(TAX_RELIEF_RULES.source).toMatch(/Income Tax Act 2007 Part 5 .*HS341.*HS393.*2025-26/)
  })

  it('holds the 2025-26 rates and limits', () => {
    expect(RELIEF_SCHEMES).toEqual(['EIS', 'SEIS'])
    expect(TAX_RELIEF_RULES.schemes.EIS).toMatchObject({
      rate: 0.3,
      annualLimit: 1_000_000,
      knowledgeIntensiveLimit: 2_000_000,
      qualifyingYears: 3,
      carryBack: true,
    })
    expect(TAX_RELIEF_RULES.schemes.SEIS).toMatchObject({
      rate: 0.5,
      annualLimit: 200_000,
      knowledgeIntensiveLimit: null,
      qualifyingYears: 3,
      carryBack: true,
    })
  })
})
