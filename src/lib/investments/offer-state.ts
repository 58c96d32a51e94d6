import { PRE_EMPTION } from './pre-emption'

/**
 * The one rule for a pre-emption offer's state, shared by the seed (which writes statuses), the
 * staff table (which shows them) and their tests. Kept free of app imports so the mock host's
 * seed can use it as well.
 *
 * - `closed`: ended by staff or replaced by a newer round (the host writes it; nothing else does).
 * - `open`: still running and its deadline day has not passed.
 * - otherwise it has ended: `exercised` when the holder's last answer takes shares up (maintain,
 *   increase or decrease), `lapsed` when it does not (no answer, "do not take up", "not
 *   applicable" or still "awaiting").
 */
export type OfferState = 'open' | 'closed' | 'exercised' | 'lapsed'

/** SPEC §4 codes that take shares up: maintain, increase, decrease. */
const TAKES_UP: readonly number[] = [
  PRE_EMPTION.maintain,
  PRE_EMPTION.increase,
  PRE_EMPTION.decrease,
]
/** SPEC §4 "awaiting": the holder has not decided yet, so it is not an answer. */
export const AWAITING = PRE_EMPTION.awaiting

export interface OfferFacts {
  /** The status the host stores: `open` until staff close it or a newer round replaces it. */
  status: string
  /** The last day answers are taken (YYYY-MM-DD, or a timestamp on that day). */
  deadline: string
  /** The holder's recorded choice code, if any. */
  choice: number | null | undefined
}

/** Whether a recorded choice is a decision (anything but "awaiting"). */
export const isDecision = (choice: number | null | undefined): choice is number =>
  choice != null && choice !== AWAITING

/** The offer's state on `today` (YYYY-MM-DD, the viewer's calendar day). */
export function offerStateOn(offer: OfferFacts, today: string): OfferState {
  if (offer.status === 'closed') return 'closed'
  if (offer.status === 'open' && offer.deadline.slice(0, 10) >= today) return 'open'
  return offer.choice != null && TAKES_UP.includes(offer.choice) ? 'exercised' : 'lapsed'
}
