/**
 * The client account each raise is paid into: the platform's nominee holds investors' money
 * until completion, one account per opportunity so that receipts reconcile by account as well
 * as by payment reference. Derived from the opportunity's position, never from faker, so the
 * seeded random sequence is untouched.
 */
const SORT_CODE = '20-45-77'
const BANK_CODE = 'BUKB'
const SWIFT = 'BUKBGB22'

/** ISO 13616 check digits: the account as digits (A=10...) followed by GB00, mod 97. */
function ibanCheckDigits(bban: string): string {
  const digits = `${bban}GB00`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55))
  let rest = 0
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97
  return String(98 - rest).padStart(2, '0')
}

/** A draft (stage 1) has no client account yet: staff open one when it goes live. */
export function bankDetailsFor(nth: number, stage: number) {
  if (stage === 1) {
    return {
      payee: null,
      bank_name: null,
      bank_sort_code: null,
      bank_account_number: null,
      bank_iban: null,
      bank_swift: null,
    }
  }
  const account = String(43_000_000 + ((nth * 7_919) % 1_000_000)).padStart(8, '0')
  const bban = `${BANK_CODE}${SORT_CODE.replace(/-/g, '')}${account}`
  return {
    payee: 'Northgate Ventures Nominees Ltd',
    bank_name: 'Barclays Bank UK PLC',
    bank_sort_code: SORT_CODE,
    bank_account_number: account,
    bank_iban: `GB${ibanCheckDigits(bban)}${bban}`,
    bank_swift: SWIFT,
  }
}
