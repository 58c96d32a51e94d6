import type { Flags } from '@/lib/flags'
import type { Opportunity } from './invest-form'

export interface PaymentLine {
  label: string
  value: string
}

export interface PaymentDetails {
  lines: PaymentLine[]
  /** Bank details are to be shown but staff have not given the raise's account yet. */
  bankDetailsToFollow: boolean
}

type PaymentFlags = Pick<
  Flags,
  'hideBankDetails' | 'hidePaymentReference' | 'internationalBankDetails'
>

/**
 * How to pay, as the tenant's flags allow (SPEC §3): the bank account unless bank details are
 * hidden (IBAN and SWIFT/BIC too when international bank details are on); the payee and the
 * payment reference unless the payment reference (payee) is hidden. Before the reservation
 * exists the reference is not known yet, and the line says so.
 */
export function paymentDetails(
  opp: Opportunity,
  flags: PaymentFlags,
  reference: string | null,
): PaymentDetails {
  const lines: PaymentLine[] = []
  const add = (label: string, value: string | null | undefined) => {
    if (value) lines.push({ label, value })
  }
  if (!flags.hidePaymentReference) add('Payee', opp.payee)
  let bankDetailsToFollow = false
  if (!flags.hideBankDetails) {
    add('Bank', opp.bank_name)
    add('Sort code', opp.bank_sort_code)
    add('Account number', opp.bank_account_number)
    if (flags.internationalBankDetails) {
      add('IBAN', opp.bank_iban)
      add('SWIFT/BIC', opp.bank_swift)
    }
    bankDetailsToFollow = !opp.bank_sort_code && !opp.bank_account_number && !opp.bank_iban
  }
  if (!flags.hidePaymentReference)
    add('Payment reference', reference ?? 'Given when your allocation is reserved')
  return { lines, bankDetailsToFollow }
}
