import { paymentStateLabel } from '@/lib/investments'
import type { TermKey } from '@/lib/terminology'
import type { Transaction } from '@/admin/tabs/transactions'

/** The tab's groups: SPEC §4's payment states as staff act on them, and the cancelled. */
export type PaymentGroup = 'all' | 'reserved' | 'awaiting' | 'received' | 'cancelled'

/** The group a transaction sits in; a cancelled one is cancelled whatever its payment state. */
export function groupOf(row: Transaction): Exclude<PaymentGroup, 'all'> {
  if (row.status === 'cancelled') return 'cancelled'
  if (row.payment_state === 'cash_call_awaiting') return 'awaiting'
  if (row.payment_state === 'cash_call_received') return 'received'
  return 'reserved'
}

/** The tab labels: SPEC §4's (lib/investments), so staff and investors use the same words. */
export function groupLabels(t: (key: TermKey) => string): Record<PaymentGroup, string> {
  return {
    all: 'All',
    reserved: paymentStateLabel('reserved', t).label,
    awaiting: paymentStateLabel('cash_call_awaiting', t).label,
    received: paymentStateLabel('cash_call_received', t).label,
    cancelled: 'Cancelled',
  }
}

export const GROUPS: readonly PaymentGroup[] = [
  'all',
  'reserved',
  'awaiting',
  'received',
  'cancelled',
]

/** What the host's cash-call endpoints accept (mocks/handlers/cash-calls.ts mirrors them). */
export const mayCall = (row: Transaction) => row.status === 'reserved'
export const mayMarkPaid = (row: Transaction) =>
  row.status === 'reserved' || row.status === 'awaiting_payment'
export const mayCancel = mayMarkPaid

/** The amount a cash call asks for: its own where it set one, else the reservation's. */
export const amountDue = (row: Transaction) =>
  row.cash_call_amount != null ? Number(row.cash_call_amount) : Number(row.amount)

export interface GroupTotal {
  amount: number
  count: number
}

export type Totals = Record<Exclude<PaymentGroup, 'all'>, GroupTotal>

/** The money in each group: reserved amounts, amounts due, amounts received. */
export function totalsOf(rows: readonly Transaction[]): Totals {
  const totals: Totals = {
    reserved: { amount: 0, count: 0 },
    awaiting: { amount: 0, count: 0 },
    received: { amount: 0, count: 0 },
    cancelled: { amount: 0, count: 0 },
  }
  for (const row of rows) {
    const group = groupOf(row)
    const t = totals[group]
    t.count += 1
    t.amount =
      Math.round((t.amount + (group === 'awaiting' ? amountDue(row) : Number(row.amount))) * 100) /
      100
  }
  return totals
}

/** What marking `rows` paid records: how many payments and the money in all (amounts due). */
export function paymentsOf(rows: readonly Transaction[]): GroupTotal {
  const amount = rows.reduce((sum, row) => sum + amountDue(row), 0)
  return { count: rows.length, amount: Math.round(amount * 100) / 100 }
}
