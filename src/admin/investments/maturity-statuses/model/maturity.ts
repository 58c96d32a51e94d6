import type { Transaction } from '@/admin/tabs/transactions'

export const MATURITY_STATES = ['open', 'maturing', 'matured', 'rolled_over'] as const
export type MaturityState = (typeof MATURITY_STATES)[number]

/** One step of an investment's maturity (the host's `maturity_history`, oldest first). */
export type MaturityStep = NonNullable<Transaction['maturity_history']>[number]

/**
 * Where an investment may go from each state (the host's rule, openapi/paths/
 * maturity-statuses.yaml): open until it starts maturing, then matured or rolled over.
 */
export const NEXT_STATES: Record<MaturityState, readonly MaturityState[]> = {
  open: ['maturing'],
  maturing: ['matured', 'rolled_over'],
  matured: [],
  rolled_over: [],
}

/** An investment never moved is open. */
export const stateOf = (row: Transaction): MaturityState => row.maturity_status ?? 'open'

/** The states every one of the rows may move to (what a move of the selection may offer). */
export function commonNextStates(rows: readonly Transaction[]): MaturityState[] {
  if (rows.length === 0) return []
  return NEXT_STATES[stateOf(rows[0]!)].filter((s) =>
    rows.every((r) => NEXT_STATES[stateOf(r)].includes(s)),
  )
}

export const mayMove = (row: Transaction) => NEXT_STATES[stateOf(row)].length > 0

export interface HistoryEntry extends MaturityStep {
  investment: Transaction
}

/** Every step of every investment, latest first (by the day, then when it was recorded). */
export function historyOf(rows: readonly Transaction[]): HistoryEntry[] {
  return rows
    .flatMap((investment) =>
      (investment.maturity_history ?? []).map((step) => ({ ...step, investment })),
    )
    .sort((a, b) => b.date.localeCompare(a.date) || b.changed_at.localeCompare(a.changed_at))
}

/** The count of investments in each state. */
export function countsOf(rows: readonly Transaction[]): Record<MaturityState, number> {
  const counts = { open: 0, maturing: 0, matured: 0, rolled_over: 0 }
  for (const r of rows) counts[stateOf(r)] += 1
  return counts
}
