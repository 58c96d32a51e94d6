import { isoDay, preEmptionChoiceLabel } from '@/lib/investments'
import type { StatusTone } from '@/ui'
import type { Holder, PreEmptionOption } from '../api/pre-emption-round'
import { isDecision, offerStateOn, type OfferState } from '@/lib/investments/offer-state'

export type { OfferState } from '@/lib/investments/offer-state'

const pence = (n: number) => Math.round(n * 100) / 100

/**
 * A holder's pro-rata share of the new round: their part of everything held, so each keeps
 * their percentage if they all take up. Null until the round's size is known.
 */
export function proRata(holding: number, totalHeld: number, roundSize: number | null) {
  if (roundSize === null || totalHeld <= 0) return null
  return pence((holding / totalHeld) * roundSize)
}

export interface RoundDraft {
  roundSize: number | null
  sharePrice: number | null
  deadline: string
  /** Holders the round is offered to, by user id. */
  selected: ReadonlySet<number>
  /** Entitlements staff typed over the pro-rata figure, by user id. */
  overrides: ReadonlyMap<number, number | null>
}

export const heldTotal = (holders: readonly Holder[]) =>
  holders.reduce((sum, h) => sum + Number(h.total_amount), 0)

/** The entitlement a holder is offered: staff's figure, or their pro-rata share. */
export function entitlementOf(holder: Holder, draft: RoundDraft, totalHeld: number) {
  return draft.overrides.has(holder.id)
    ? (draft.overrides.get(holder.id) ?? null)
    : proRata(Number(holder.total_amount), totalHeld, draft.roundSize)
}

/** The chosen holders in the table's order: the host's `holders.N` errors index this list. */
export const chosenHolders = (holders: readonly Holder[], draft: RoundDraft) =>
  holders.filter((h) => draft.selected.has(h.id))

export function roundBody(holders: readonly Holder[], draft: RoundDraft) {
  const total = heldTotal(holders)
  return {
    share_price: draft.sharePrice,
    deadline: draft.deadline,
    holders: chosenHolders(holders, draft).map((h) => ({
      user_id: h.id,
      entitlement_amount: entitlementOf(h, draft, total) ?? '',
    })),
  }
}

/** Problems the host would report anyway, caught before sending (keys are the host's). */
export function roundProblems(holders: readonly Holder[], draft: RoundDraft) {
  const problems: Record<string, string> = {}
  if (draft.deadline === '') problems.deadline = 'Choose the date the offer closes'
  const chosen = chosenHolders(holders, draft)
  if (chosen.length === 0) problems.holders = 'Choose at least one holder'
  const total = heldTotal(holders)
  const missing = chosen.filter((h) => entitlementOf(h, draft, total) === null)
  // Without a size nothing is shared out: one message on the size, not one per holder.
  if (draft.roundSize === null && missing.length > 0)
    problems.round_size = "Enter the size of the round, or each holder's entitlement"
  else
    chosen.forEach((h, i) => {
      if (missing.includes(h))
        problems[`holders.${i}.entitlement_amount`] =
          `Enter the entitlement for ${[h.name, h.surname].filter(Boolean).join(' ')}`
    })
  return problems
}

/** The offer's state today, by the one rule the seed also writes statuses with. */
export const offerState = (option: PreEmptionOption, now = new Date()): OfferState =>
  offerStateOn(
    { status: option.status, deadline: option.deadline, choice: answerOf(option)?.choice },
    isoDay(now),
  )

/** The holder's recorded choice (the host keeps one per offer). */
export const answerOf = (option: PreEmptionOption) => option.choices?.[0] ?? null

/**
 * What the choice column says. "Awaiting answer" belongs to an open offer only: once the offer
 * has ended, an undecided holder simply gave no answer.
 */
export function choiceText(option: PreEmptionOption, state: OfferState): string {
  const choice = answerOf(option)?.choice
  if (isDecision(choice)) return preEmptionChoiceLabel(choice)
  return state === 'open' ? preEmptionChoiceLabel(choice ?? null) : 'No answer'
}

/** When the holder decided: an "awaiting" record is not a decision, so it has no date. */
export function answeredOn(option: PreEmptionOption): string | null {
  const answer = answerOf(option)
  return answer && isDecision(answer.choice) ? (answer.updated_at ?? answer.created_at) : null
}

export const OFFER_STATES: Record<OfferState, { label: string; tone: StatusTone }> = {
  open: { label: 'Open', tone: 'info' },
  closed: { label: 'Closed', tone: 'neutral' },
  exercised: { label: 'Exercised', tone: 'success' },
  lapsed: { label: 'Lapsed', tone: 'warning' },
}
