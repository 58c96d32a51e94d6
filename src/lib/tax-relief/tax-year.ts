import { isoDay } from '@/lib/investments'
import { daysBetween, formatDay, parseDay } from './dates'
import { TAX_RELIEF_RULES } from './rules'

/** A UK tax year, 6 April to 5 April, named by the calendar year it starts in. */
export interface TaxYear {
  /** The first day, YYYY-04-06. */
  start: string
  /** The last day, YYYY-04-05 of the following calendar year. */
  end: string
  /** HMRC's name for it, "2025–26" (with an en dash). */
  label: string
  startYear: number
}

const { taxYearStart } = TAX_RELIEF_RULES

/** The tax year that starts on 6 April of `startYear`. */
export function taxYearStarting(startYear: number): TaxYear {
  const start = { year: startYear, month: taxYearStart.month, day: taxYearStart.day }
  const next = { ...start, year: startYear + 1 }
  // The day before the next start: 5 April (the start is never the 1st, so no month rolls back).
  const end = { ...next, day: next.day - 1 }
  return {
    start: formatDay(start),
    end: formatDay(end),
    label: `${startYear}–${String((startYear + 1) % 100).padStart(2, '0')}`,
    startYear,
  }
}

/**
 * The tax year a day falls in: 5 April belongs to the year that began the previous 6 April,
 * and 6 April starts a new one. Takes a date or a timestamp (its calendar day is read as is).
 */
export function taxYearOf(isoDate: string): TaxYear {
  const { year, month, day } = parseDay(isoDate)
  const beforeStart =
    month < taxYearStart.month || (month === taxYearStart.month && day < taxYearStart.day)
  return taxYearStarting(beforeStart ? year - 1 : year)
}

export const previousTaxYear = (year: TaxYear): TaxYear => taxYearStarting(year.startYear - 1)

/** The tax year of today's local date. */
export const currentTaxYear = (now: Date = new Date()): TaxYear => taxYearOf(isoDay(now))

/** The online self-assessment deadline for a tax year: 31 January after it ends. */
export function filingDeadline(year: TaxYear): string {
  const { month, day } = TAX_RELIEF_RULES.filingDeadline
  return formatDay({ year: year.startYear + 2, month, day })
}

export interface FilingDeadline {
  /** The deadline day, YYYY-01-31. */
  date: string
  /** The tax year whose return is due then. */
  taxYear: TaxYear
  /** Days from `today` to it (0 on the day itself). */
  daysLeft: number
}

/** The next self-assessment deadline on or after `today` (a deadline's own day still counts). */
export function nextFilingDeadline(today: string = isoDay(new Date())): FilingDeadline {
  const { year } = parseDay(today)
  // The deadline in January of `year` is for the tax year that started two years before.
  let taxYear = taxYearStarting(year - 2)
  if (filingDeadline(taxYear) < today.slice(0, 10)) taxYear = taxYearStarting(year - 1)
  const date = filingDeadline(taxYear)
  return { date, taxYear, daysLeft: daysBetween(today, date) }
}
