import { formatGBP } from '@/lib/format'

/** The opportunity's limits (GBP; null or 0 means no limit). */
export interface AmountLimits {
  minimum: number | null
  /** What this investment may be at most: the opportunity's maximum less what is held. */
  maximum: number | null
  increment: number | null
  /** What the investor already has in the opportunity (the maximum bounds their total). */
  invested?: number
}

/** A pre-emption take-up bends the rules: see the host's contract for /subsequent. */
export interface EntitlementRule {
  choice: 'maintain' | 'increase' | 'decrease'
  entitlement: number
}

const pence = (n: number) => Math.round(n * 100)
const positive = (n: number | null | undefined): n is number =>
  typeof n === 'number' && Number.isFinite(n) && n > 0

export function limitsOf(
  opp: {
    minimum_investment: number | null
    maximum_investment: number | null
    investment_increment: number | null
  },
  invested = 0,
): AmountLimits {
  const max = opp.maximum_investment
  const bounded = invested > 0 && positive(max)
  return {
    minimum: opp.minimum_investment,
    maximum: bounded ? Math.max(0, pence(max) - pence(invested)) / 100 : max,
    increment: opp.investment_increment,
    ...(bounded ? { invested } : {}),
  }
}

/** "Minimum £1,000 · maximum £50,000 · in steps of £500": the amount field's hint. */
export function limitsHint({ minimum, maximum, increment, invested }: AmountLimits): string {
  const parts: string[] = []
  if (positive(minimum)) parts.push(`Minimum ${formatGBP(minimum)}`)
  if (positive(maximum)) {
    const word = invested ? 'up to' : 'maximum'
    const more = invested ? ' more' : ''
    parts.push(
      `${parts.length ? word : word[0].toUpperCase() + word.slice(1)} ${formatGBP(maximum)}${more}`,
    )
  }
  if (positive(increment))
    parts.push(`${parts.length ? 'in' : 'In'} steps of ${formatGBP(increment)}`)
  return parts.join(' · ')
}

/**
 * What is wrong with an amount before it is sent, in the words an investor reads; null when it
 * is fine. The host applies the same rules (and answers a 422 on `amount` if they drift).
 */
export function amountProblem(
  amount: number | null,
  limits: AmountLimits,
  entitlement?: EntitlementRule | null,
): string | null {
  if (amount === null || !Number.isFinite(amount))
    return 'Enter the amount you would like to invest'
  if (amount <= 0) return 'Enter an amount greater than £0'
  const { minimum, maximum, increment } = limits
  if (positive(maximum) && pence(amount) > pence(maximum))
    return limits.invested
      ? `You can invest up to ${formatGBP(maximum)} more in this opportunity`
      : `The maximum investment is ${formatGBP(maximum)}`
  if (entitlement) {
    const due = formatGBP(entitlement.entitlement)
    const exact = pence(amount) === pence(entitlement.entitlement)
    if (entitlement.choice === 'maintain')
      return exact ? null : `To maintain your holding, invest your entitlement of ${due}`
    if (entitlement.choice === 'increase' && pence(amount) <= pence(entitlement.entitlement))
      return `To increase your holding, invest more than your entitlement of ${due}`
    if (entitlement.choice === 'decrease' && pence(amount) >= pence(entitlement.entitlement))
      return `To decrease your holding, invest less than your entitlement of ${due}`
  }
  if (positive(minimum) && pence(amount) < pence(minimum))
    return `The minimum investment is ${formatGBP(minimum)}`
  if (positive(increment) && pence(amount) % pence(increment) !== 0)
    return `Amounts go up in steps of ${formatGBP(increment)}`
  return null
}
