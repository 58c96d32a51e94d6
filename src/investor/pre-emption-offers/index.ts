/**
 * The investor's pre-emption offers, found where a holder looks (issue 11): the overview's
 * attention list, the holding page and the opportunity page; answered in the invest flow.
 */
export { awaitingOffersQuery, openOfferQuery, OFFERS_LIMIT } from './api/offer-queries'
export { PreEmptionOfferNotice } from './components/offer-notice'
export {
  answerLine,
  answerOf,
  offerHeadline,
  offerIsOpen,
  offerPath,
  type PreEmptionAnswer,
  type PreEmptionOffer,
} from './model/offer'
