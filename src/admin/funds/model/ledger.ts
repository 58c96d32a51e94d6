import type { LedgerEntry } from '../api/fund-queries'

export type LedgerType = LedgerEntry['type']

export const LEDGER_TYPE_LABELS: Record<LedgerType, string> = {
  commitment: 'Commitment',
  capital_call: 'Subscription (capital call)',
  distribution: 'Distribution',
  fee: 'Fee',
  redemption: 'Redemption',
}

/**
 * How an entry moves the money investors have in the fund: capital calls and fees are paid
 * in, distributions and redemptions paid out; a commitment is a promise, no money moves.
 */
export const LEDGER_DIRECTION: Record<LedgerType, 1 | -1 | 0> = {
  commitment: 0,
  capital_call: 1,
  fee: 1,
  distribution: -1,
  redemption: -1,
}

export interface LedgerRow {
  entry: LedgerEntry
  /** The amount with its direction: positive paid in, negative paid out, 0 for a commitment. */
  flow: number
  /** Net paid in after this entry, in date order. */
  balance: number
}

const round2 = (n: number) => Math.round(n * 100) / 100

const byDate = (a: LedgerEntry, b: LedgerEntry) =>
  a.entry_date.localeCompare(b.entry_date) || a.id - b.id

/** The entries in date order, each with the running net paid in; newest first for the table. */
export function ledgerRows(entries: readonly LedgerEntry[]): LedgerRow[] {
  let balance = 0
  const rows = [...entries].sort(byDate).map((entry) => {
    const flow = round2(LEDGER_DIRECTION[entry.type] * Number(entry.amount))
    balance = round2(balance + flow)
    return { entry, flow, balance }
  })
  return rows.reverse()
}

export interface LedgerTotals {
  committed: number
  paidIn: number
  paidOut: number
}

export function ledgerTotals(entries: readonly LedgerEntry[]): LedgerTotals {
  const t: LedgerTotals = { committed: 0, paidIn: 0, paidOut: 0 }
  for (const e of entries) {
    const amount = Number(e.amount)
    if (e.type === 'commitment') t.committed += amount
    else if (LEDGER_DIRECTION[e.type] > 0) t.paidIn += amount
    else t.paidOut += amount
  }
  return { committed: round2(t.committed), paidIn: round2(t.paidIn), paidOut: round2(t.paidOut) }
}
