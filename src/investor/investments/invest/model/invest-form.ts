import type { RecordOf } from '@/lib/resources'
import { amountProblem, type AmountLimits } from './amount-rules'
import type { InvestAs } from './invest-as'
import type { InvestWay } from './invest-ways'
import { entitlementRule, PRE_EMPTION, recordedAnswer, type PreEmptionOption } from './pre-emption'

export type Opportunity = RecordOf<'investment-opportunities'>
export type TaxOption = RecordOf<'tax-options'>
export type IntentTerms = RecordOf<'intent-terms'>

/** What the investor types on the invest page; kept by the page so nothing is lost. */
export interface InvestValues {
  amount: number | null
  pensionProvider: string
  /** A tax-options name, or 'none'. */
  taxOption: string | null
  preEmptionChoice: number | null
  acceptTerms: boolean
}

/** Everything the form needs to know beside the values, derived from the server's data. */
export interface InvestSetup {
  opportunity: Opportunity
  as: InvestAs
  way: InvestWay
  /** The investor already holds it: the follow-on route. */
  holds: boolean
  /** Their open pre-emption option on it, when the round offers one and still takes answers. */
  option: PreEmptionOption | null
  /** An option past its deadline: shown with their answer, no longer answered. */
  closedOption: PreEmptionOption | null
  /** Tax reliefs to choose from ([] when the tax flag is off or there are none). */
  taxOptions: TaxOption[]
  /** The terms to accept (null when investment terms are off or there are none). */
  intentTerms: IntentTerms | null
  limits: AmountLimits
}

/** Field keys are the host's, so a 422 and a client-side problem land in the same place. */
export type InvestField =
  | 'amount'
  | 'pension_provider'
  | 'tax_option'
  | 'choice'
  | 'intent_term_id'
  | 'organisation_id'
  | 'investment_method_id'

export const emptyValues = (
  setup: Pick<InvestSetup, 'opportunity' | 'taxOptions' | 'option'>,
): InvestValues => ({
  pensionProvider: '',
  // The opportunity's own relief is the likely answer; the investor may change it.
  taxOption: setup.taxOptions.some((t) => t.name === setup.opportunity.tax_relief)
    ? setup.opportunity.tax_relief
    : null,
  acceptTerms: false,
  // Returning to an offer they answered: their recorded choice (and amount) is selected.
  ...recordedAnswer(setup.option),
})

/** Not investing: a holder who declines their entitlement only records that answer. */
export const declines = (values: InvestValues, setup: InvestSetup) =>
  setup.option !== null && values.preEmptionChoice === PRE_EMPTION.dontTake

/** Client-side checks before review; the messages an investor reads, keyed by field. */
export function investProblems(
  values: InvestValues,
  setup: InvestSetup,
): Partial<Record<InvestField, string>> {
  const problems: Partial<Record<InvestField, string>> = {}
  if (setup.as.kind === 'pension' && values.pensionProvider.trim() === '')
    problems.pension_provider = 'Enter the name of your pension provider'
  if (setup.option && values.preEmptionChoice === null)
    problems.choice = 'Choose what you would like to do with your entitlement'
  if (declines(values, setup)) return problems
  const amount = amountProblem(
    values.amount,
    setup.limits,
    entitlementRule(values.preEmptionChoice, setup.option),
  )
  if (amount) problems.amount = amount
  if (setup.taxOptions.length > 0 && values.taxOption === null)
    problems.tax_option = 'Choose a tax relief option'
  if (setup.intentTerms && !values.acceptTerms)
    problems.intent_term_id = 'Tick to confirm you accept the investment terms'
  return problems
}
