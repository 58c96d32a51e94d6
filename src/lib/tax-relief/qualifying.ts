import { daysInMonth, formatDay, parseDay } from './dates'
import { TAX_RELIEF_RULES, type ReliefScheme } from './rules'

/**
 * The day the shares have been held for the qualifying period (three years from the share
 * issue date under both schemes): selling before it withdraws the relief.
 * An issue on 29 February reaches its anniversary on 28 February when that year has no
 * 29th (2024-02-29 -> 2027-02-28), the earlier reading, so the date never promises safety a
 * day too soon.
 */
export function qualifyingDate(
  issueDate: string,
  scheme: ReliefScheme = 'EIS',
  rules = TAX_RELIEF_RULES,
): string {
  const issued = parseDay(issueDate)
  const year = issued.year + rules.schemes[scheme].qualifyingYears
  const day = Math.min(issued.day, daysInMonth(year, issued.month))
  return formatDay({ year, month: issued.month, day })
}

/** Whether the qualifying period is over on `today` (the qualifying date itself counts). */
export function qualifyingPeriodOver(
  issueDate: string,
  today: string,
  scheme: ReliefScheme = 'EIS',
  rules = TAX_RELIEF_RULES,
): boolean {
  return today.slice(0, 10) >= qualifyingDate(issueDate, scheme, rules)
}
