import { describe, expect, it } from 'vitest'
import { qualifyingDate, qualifyingPeriodOver } from './qualifying'
import { TAX_RELIEF_RULES } from './rules'

describe('qualifyingDate', () => {
  it('is three years after the share issue date under both schemes', () => {
    expect(qualifyingDate('2023-06-15')).toBe('2026-06-15')
    expect(qualifyingDate('2023-06-15', 'SEIS')).toBe('2026-06-15')
    expect(qualifyingDate('2025-04-05T10:00:00Z')).toBe('2028-04-05')
  })

  it('moves a 29 February issue to 28 February three years on', () => {
    expect(qualifyingDate('2024-02-29')).toBe('2027-02-28')
  })

  it('keeps 29 February when the anniversary year has one', () => {
    const fourYears = {
      ...TAX_RELIEF_RULES,
      schemes: {
        ...TAX_RELIEF_RULES.schemes,
        EIS: { ...TAX_RELIEF_RULES.schemes.EIS, qualifyingYears: 4 },
      },
    }
    expect(qualifyingDate('2024-02-29', 'EIS', fourYears)).toBe('2028-02-29')
  })
})

describe('qualifyingPeriodOver', () => {
  it('ends on the qualifying date itself, not the day before', () => {
    expect(qualifyingPeriodOver('2023-06-15', '2026-06-14')).toBe(false)
    expect(qualifyingPeriodOver('2023-06-15', '2026-06-15')).toBe(true)
    expect(qualifyingPeriodOver('2024-02-29', '2027-02-27')).toBe(false)
    expect(qualifyingPeriodOver('2024-02-29', '2027-02-28')).toBe(true)
  })
})
