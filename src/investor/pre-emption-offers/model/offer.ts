import { formatDate, formatGBP } from '@/lib/format'
import { preEmptionChoiceLabel, preEmptionOfferOpen } from '@/lib/investments'
import type { RecordOf } from '@/lib/resources'

export type PreEmptionOffer = RecordOf<'pre-emption-options'>
export type PreEmptionAnswer = RecordOf<'pre-emption-choices'>

/**
 * Where a holder answers an offer: the invest flow of the opportunity, which starts with how
 * they invest (the same address the host's notification links to).
 */
export const offerPath = (slug: string) =>
  `/investor/investments/${encodeURIComponent(slug)}/investor-type`

/** The holder's answer so far (the host keeps one per option). */
export const answerOf = (offer: PreEmptionOffer | null): PreEmptionAnswer | null =>
  offer?.choices?.[0] ?? null

/** Open to answers: the host keeps it open and its deadline day has not passed. */
export const offerIsOpen = (offer: PreEmptionOffer | null, now = new Date()) =>
  offer !== null && preEmptionOfferOpen(offer, now)

/** "You have a pre-emption offer until 30 Nov 2026" */
export const offerHeadline = (offer: PreEmptionOffer) =>
  `You have a pre-emption offer until ${formatDate(offer.deadline)}`

/** "You answered: Maintain (£2,500.00), on 3 Nov 2026." */
export function answerLine(answer: PreEmptionAnswer): string {
  const amount = answer.amount != null ? ` (${formatGBP(answer.amount)})` : ''
  return `You answered: ${preEmptionChoiceLabel(answer.choice)}${amount}, on ${formatDate(answer.updated_at ?? answer.created_at)}.`
}
