/** SPEC §4 pre-emption choice codes. */
export const PRE_EMPTION = {
  dontTake: 1,
  maintain: 2,
  increase: 3,
  notApplicable: 4,
  awaiting: 5,
  decrease: 6,
} as const

export type PreEmptionCode = (typeof PRE_EMPTION)[keyof typeof PRE_EMPTION]

const LABELS: Record<number, string> = {
  [PRE_EMPTION.dontTake]: 'Do not take up',
  [PRE_EMPTION.maintain]: 'Maintain',
  [PRE_EMPTION.increase]: 'Increase',
  [PRE_EMPTION.notApplicable]: 'Not applicable',
  [PRE_EMPTION.awaiting]: 'Awaiting answer',
  [PRE_EMPTION.decrease]: 'Decrease',
}

/** A short label for a recorded choice (staff tables, the investor's "you answered" line). */
export const preEmptionChoiceLabel = (code: number | null | undefined): string =>
  code == null ? 'No answer yet' : (LABELS[code] ?? 'Unknown answer')

/** The local calendar day as YYYY-MM-DD (a deadline is a date, not a time). */
export const isoDay = (now: Date): string =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`

/**
 * An offer takes answers until the end of its deadline day, and only while the host keeps it
 * open (staff may close it, a take-up exercises it); the host refuses answers after that.
 */
export function preEmptionOfferOpen(
  option: { status: string; deadline: string },
  now: Date = new Date(),
): boolean {
  return option.status === 'open' && option.deadline.slice(0, 10) >= isoDay(now)
}
