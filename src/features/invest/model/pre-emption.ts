import type { RecordOf } from '../../../lib/resources'
import type { EntitlementRule } from './amount-rules'

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
