/**
 * Which of an investor's money is invested (issue 25): one rule for the host's portfolio
 * figures (GET /api/stats/investor) and the portal's holdings, so the headline "Invested", the
 * holdings table and its gains or losses never count money that has not been paid.
 *
 * An investment (openapi Investment.status) is money invested once it is `paid` or
 * `completed`. Before that it is a request or a reservation (`reserved`, payment_state
 * `reserve` or `reserved`), or called for and not yet paid (`awaiting_payment`, or a
 * reservation whose payment_state is already `cash_call_awaiting`). Cancelled money is nowhere.
 */

/** Where an investment's money stands. */
export type MoneyStanding = 'invested' | 'reserved' | 'awaiting_payment' | 'none'

/**
 * The columns of an investment the rule reads (the investments table, openapi Investment).
 * Typed loosely so the host's rows and the portal's records both fit without a cast.
 */
export interface InvestmentMoney {
  status?: unknown
  payment_state?: unknown
  amount?: unknown
  shares?: unknown
  /** The price per share the investment bought at. */
  share_price?: unknown
  reserved_at?: unknown
  paid_at?: unknown
  created_at?: unknown
  [column: string]: unknown
}

export function moneyStanding(i: InvestmentMoney): MoneyStanding {
  switch (i.status) {
    case 'paid':
    case 'completed':
      return 'invested'
    case 'awaiting_payment':
      return 'awaiting_payment'
    case 'reserved':
      return i.payment_state === 'cash_call_awaiting' ? 'awaiting_payment' : 'reserved'
    default:
      return 'none'
  }
}

export const isInvested = (i: InvestmentMoney) => moneyStanding(i) === 'invested'

/** Money is held in pennies: every figure is rounded to them, once, where it is made. */
export const toPennies = (n: number) => Math.round(n * 100) / 100

/** Adds amounts in whole pennies, so a long list never drifts by fractions of a penny. */
export function sumMoney(amounts: Iterable<unknown>): number {
  let pennies = 0
  for (const a of amounts) pennies += Math.round(Number(a) * 100)
  return pennies / 100
}

/**
 * What an invested sum is worth at `price`, in pennies. Shares are whole, so the shares
 * bought (amount ÷ price, rounded down) can cost a few pence less than the amount paid: that
 * remainder is the investor's money, not a loss, and is counted at face value. Without it a
 * £43,000 investment at its own price would be worth £42,999.60, a "-£0.40" loss.
 * Without shares or a price, the amount paid stands.
 */
export function investedValue(inv: InvestmentMoney, price: number | null): number {
  const amount = Number(inv.amount)
  const shares = Number(inv.shares ?? 0)
  if (!(shares > 0) || price === null || !Number.isFinite(price)) return toPennies(amount)
  const boughtAt = inv.share_price == null ? NaN : Number(inv.share_price)
  const unconverted =
    Number.isFinite(boughtAt) && boughtAt > 0 ? Math.max(0, amount - shares * boughtAt) : 0
  return toPennies(shares * price + unconverted)
}

/** The day money went in: when it was paid, else when it was reserved (YYYY-MM-DD). */
export function investedOn(inv: InvestmentMoney) {
  const when = inv.paid_at ?? inv.reserved_at ?? inv.created_at
  return typeof when === 'string' ? when.slice(0, 10) : ''
}

/** Money on its way in, shown apart from what is invested. */
export interface NotYetInvested {
  /** Requested or reserved, not yet called for. */
  reserved: number
  reservedCount: number
  /** Called for (a cash call), not yet paid. */
  awaitingPayment: number
  awaitingPaymentCount: number
}

export function notYetInvested(investments: Iterable<InvestmentMoney>): NotYetInvested {
  const reserved: number[] = []
  const awaiting: number[] = []
  for (const i of investments) {
    const standing = moneyStanding(i)
    if (standing === 'reserved') reserved.push(Number(i.amount))
    if (standing === 'awaiting_payment') awaiting.push(Number(i.amount))
  }
  return {
    reserved: sumMoney(reserved),
    reservedCount: reserved.length,
    awaitingPayment: sumMoney(awaiting),
    awaitingPaymentCount: awaiting.length,
  }
}
