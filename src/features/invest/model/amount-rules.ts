import { formatGBP } from '../../../lib/format'

/** The opportunity's limits (GBP; null or 0 means no limit). */
export interface AmountLimits {
  minimum: number | null
  maximum: number | null
  increment: number | null
}

/** A pre-emption take-up bends the rules: see the host's contract for /subsequent. */
export interface EntitlementRule {
  choice: 'maintain' | 'increase' | 'decrease'
  entitlement: number
}

const pence = (n: number) => Math.round(n * 100)
const positive = (n: number | null | undefined): n is number =>
  typeof n === 'number' && Number.isFinite(n) && n > 0

export function limitsOf(opp: {
  minimum_investment: number | null
  maximum_investment: number | null
  investment_increment: number | null
}): AmountLimits {
  return {
    minimum: opp.minimum_investment,
    maximum: opp.maximum_investment,
    increment: opp.investment_increment,
  }
}

/** "Minimum £1,000 · maximum £50,000 · in steps of £500": the amount field's hint. */
export function limitsHint({ minimum, maximum, increment }: AmountLimits): string {
  const parts: string[] = []
  if (positive(minimum)) parts.push(`Minimum ${formatGBP(minimum)}`)
  if (positive(maximum)) parts.push(`${parts.length ? 'maximum' : 'Maximum'} ${formatGBP(maximum)}`)
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
    return `The maximum investment is ${formatGBP(maximum)}`
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
