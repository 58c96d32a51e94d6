import { describe, expect, it } from 'vitest'
import { daysBetween } from './dates'
// The deadlines through the module's public face, the year arithmetic from its own file.
import { filingDeadline, nextFilingDeadline } from '@/lib/tax-relief'
import { currentTaxYear, previousTaxYear, taxYearOf, taxYearStarting } from './tax-year'

describe('taxYearOf', () => {
  it('puts 5 April in the year that began the previous 6 April', () => {
    expect(taxYearOf('2026-04-05')).toEqual({
      start: '2025-04-06',
      end: '2026-04-05',
      label: '2025–26',
      startYear: 2025,
    })
  })

  it('starts a new year on 6 April', () => {
    expect(taxYearOf('2026-04-06')).toMatchObject({ startYear: 2026, label: '2026–27' })
    expect(taxYearOf('2026-04-06').start).toBe('2026-04-06')
    expect(taxYearOf('2026-04-06').end).toBe('2027-04-05')
  })

  it('places the rest of the calendar by month', () => {
    expect(taxYearOf('2026-01-01').startYear).toBe(2025)
    expect(taxYearOf('2026-03-31').startYear).toBe(2025)
    expect(taxYearOf('2026-04-01').startYear).toBe(2025)
    expect(taxYearOf('2026-05-01').startYear).toBe(2026)
    expect(taxYearOf('2026-12-31').startYear).toBe(2026)
  })

  it('reads a timestamp by its calendar day', () => {
    expect(taxYearOf('2026-04-05T23:59:59Z').startYear).toBe(2025)
    expect(taxYearOf('2026-04-06T00:00:00.000000Z').startYear).toBe(2026)
  })

  it('labels with an en dash and two digits across a century', () => {
    expect(taxYearStarting(2099).label).toBe('2099–00')
    expect(taxYearStarting(2008).label).toBe('2008–09')
  })

  it('refuses what is not a calendar date', () => {
    expect(() => taxYearOf('5 April 2026')).toThrow(RangeError)
    expect(() => taxYearOf('2026-02-30')).toThrow(RangeError)
  })
})

describe('neighbouring years', () => {
  it('steps back one year', () => {
    expect(previousTaxYear(taxYearStarting(2025))).toEqual(taxYearStarting(2024))
  })

  it('reads the current year from the local date', () => {
    expect(currentTaxYear(new Date(2026, 3, 5, 23, 0)).startYear).toBe(2025)
    expect(currentTaxYear(new Date(2026, 3, 6, 0, 30)).startYear).toBe(2026)
  })
})

describe('self-assessment deadline', () => {
  it('is 31 January after the year ends', () => {
    expect(filingDeadline(taxYearStarting(2025))).toBe('2027-01-31')
  })

  it('names the next deadline and the days to it, counting the day itself', () => {
    expect(nextFilingDeadline('2026-11-30')).toMatchObject({
      date: '2027-01-31',
      daysLeft: 62,
      taxYear: { label: '2025–26' },
    })
    expect(nextFilingDeadline('2027-01-31')).toMatchObject({ date: '2027-01-31', daysLeft: 0 })
    expect(nextFilingDeadline('2027-02-01')).toMatchObject({
      date: '2028-01-31',
      taxYear: { label: '2026–27' },
    })
  })

  it('counts days across a leap day', () => {
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2)
    expect(daysBetween('2027-02-28', '2027-03-01')).toBe(1)
    expect(daysBetween('2027-03-01', '2027-02-28')).toBe(-1)
  })
})
