export { PAYMENT_STATES, paymentStateLabel } from './payment-states'
export type { PaymentState, PaymentStateLabel, PaymentTone } from './payment-states'
export {
  isoDay,
  PRE_EMPTION,
  preEmptionChoiceLabel,
  preEmptionOfferOpen,
  type PreEmptionCode,
} from './pre-emption'
