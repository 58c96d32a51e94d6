import { OPPORTUNITY_STATUS_NAMES } from '@/lib/investments'

/** SPEC §4 opportunity statuses, as investors read them. */
export const OPPORTUNITY_STATUS_LABELS: Record<number, string> = OPPORTUNITY_STATUS_NAMES

/** The statuses open to investment (and the opportunities list's default filter). */
export const LIVE_STATUSES = [2, 3] as const

/** Reservations are taken only while an opportunity is live; from Closed (4) on, nothing. */
export const isOpenForInvestment = (status: number) => status === 2 || status === 3

export const statusLabel = (status: number) => OPPORTUNITY_STATUS_LABELS[status] ?? 'Unknown'
