export { PAYMENT_STATES, paymentStateLabel } from './payment-states'
export type { PaymentState, PaymentStateLabel, PaymentTone } from './payment-states'
