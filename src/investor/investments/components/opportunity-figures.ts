import type { RecordOf } from '@/lib/resources'
import { formatPercent } from '@/lib/format'

type Opportunity = RecordOf<'investment-opportunities'>

/** The raise's progress as a percent (the API's append when asked for, else derived). */
export function percentRaised(o: Opportunity): number {
  if (typeof o.percentage_raised === 'number') return o.percentage_raised
  const target = Number(o.target_amount)
  return target > 0 ? Math.round((Number(o.raised_amount) / target) * 10000) / 100 : 0
}

const today = () => new Date().toISOString().slice(0, 10)

/** "12 days left", "1 day left", "Closes today"; null without a close date. */
export function timeLeft(o: Opportunity): string | null {
  const days = o.days_left
  if (days === null || days === undefined || !o.close_date) return null
  // The API answers 0 both on the day and after it.
  if (days <= 0) return o.close_date < today() ? 'Closing date passed' : 'Closes today'
  return `${days} day${days === 1 ? '' : 's'} left`
}

/** "62%" with at most one decimal. */
export const percentText = (percent: number) => formatPercent(percent, 1)
