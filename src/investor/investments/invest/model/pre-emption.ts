import { PRE_EMPTION } from '@/lib/investments'
import type { RecordOf } from '@/lib/resources'
import type { EntitlementRule } from './amount-rules'

export { PRE_EMPTION, type PreEmptionCode } from '@/lib/investments'
export type PreEmptionOption = RecordOf<'pre-emption-options'>
export type PreEmptionChoice = RecordOf<'pre-emption-choices'>

/**
 * The answers a holder gives when investing. "Awaiting" is the state before answering and
 * "not applicable" is staff's marking, so neither is offered here.
 */
export const HOLDER_CHOICES = [
  PRE_EMPTION.maintain,
  PRE_EMPTION.increase,
  PRE_EMPTION.decrease,
  PRE_EMPTION.dontTake,
] as const

export function choiceLabel(code: number, entitlement: string): string {
  switch (code) {
    case PRE_EMPTION.maintain:
      return `Maintain my holding: invest my entitlement of ${entitlement}`
    case PRE_EMPTION.increase:
      return `Increase my holding: invest more than ${entitlement}`
    case PRE_EMPTION.decrease:
      return `Decrease my holding: invest less than ${entitlement}`
    case PRE_EMPTION.dontTake:
      return 'Do not take up my entitlement'
    case PRE_EMPTION.notApplicable:
      return 'Not applicable'
    default:
      return 'Still deciding'
  }
}

/** The amount rule a take-up brings; null for "do not take up" or no answer yet. */
export function entitlementRule(
  code: number | null,
  option: PreEmptionOption | null,
): EntitlementRule | null {
  if (!option || code === null) return null
  const entitlement = Number(option.entitlement_amount)
  if (code === PRE_EMPTION.maintain) return { choice: 'maintain', entitlement }
  if (code === PRE_EMPTION.increase) return { choice: 'increase', entitlement }
  if (code === PRE_EMPTION.decrease) return { choice: 'decrease', entitlement }
  return null
}

/** The investor's answer so far to an option (the host keeps one per option). */
export const existingChoice = (option: PreEmptionOption | null): PreEmptionChoice | null =>
  option?.choices?.[0] ?? null

/**
 * The form's starting answer: the one the holder recorded (and its amount for a take-up), so
 * returning to an offer shows what they chose rather than a blank form.
 */
export function recordedAnswer(option: PreEmptionOption | null): {
  preEmptionChoice: number | null
  amount: number | null
} {
  const choice = existingChoice(option)
  const code = choice ? Number(choice.choice) : null
  if (code === null || !(HOLDER_CHOICES as readonly number[]).includes(code))
    return { preEmptionChoice: null, amount: null }
  const takesUp = code !== PRE_EMPTION.dontTake && choice?.amount != null
  return { preEmptionChoice: code, amount: takesUp ? Number(choice?.amount) : null }
}
