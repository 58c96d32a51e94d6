/** SPEC §4 opportunity statuses, as investors read them. */
export const OPPORTUNITY_STATUS_LABELS: Record<number, string> = {
  1: 'Draft',
  2: 'Live - External',
  3: 'Live - Internal',
  4: 'Closed',
  5: 'Completed',
  6: 'Matured',
}

/** The statuses open to investment (and the opportunities list's default filter). */
export const LIVE_STATUSES = [2, 3] as const

/** Reservations are taken only while an opportunity is live; from Closed (4) on, nothing. */
export const isOpenForInvestment = (status: number) => status === 2 || status === 3

export const statusLabel = (status: number) => OPPORTUNITY_STATUS_LABELS[status] ?? 'Unknown'
