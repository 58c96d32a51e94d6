import type { SeriesPoint } from '@/ui/charts'
import { formatDate } from '@/lib/format'

export interface PricePoint {
  id: number
  date: string
  price: number
  reason: string
  notes: string | null
  /** The valuation recorded with the price, else the shares in issue at it. */
  valuation: number | null
  implied: boolean
}

const num = (v: unknown) => {
  const n = typeof v === 'number' ? v : Number(v)
  return v === null || v === undefined || v === '' || !Number.isFinite(n) ? null : n
}

/**
 * The price history as points, oldest first. A valuation the host does not hold is the price
 * times today's shares in issue: after a closed round the shares do not change, so the
 * implied figure is what the company was worth at each price.
 */
export function pricePoints(
  rows: readonly Record<string, unknown>[],
  sharesInIssue: number | null,
): PricePoint[] {
  return rows
    .map((r) => {
      const price = num(r.price)
      const recorded = num(r.valuation)
      const implied =
        recorded === null && price !== null && sharesInIssue ? price * sharesInIssue : null
      return {
        id: Number(r.id),
        date: String(r.effective_date ?? '').slice(0, 10),
        price: price ?? 0,
        reason: String(r.reason ?? ''),
        notes: typeof r.notes === 'string' && r.notes.trim() ? r.notes : null,
        valuation: recorded ?? (implied === null ? null : Math.round(implied)),
        implied: recorded === null && implied !== null,
      }
    })
    .filter((p) => p.date !== '')
    .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id)
}

/** Chart points, one per date (the last price recorded that day holds). */
export function series(points: readonly PricePoint[], pick: (p: PricePoint) => number | null) {
  const byDate = new Map<string, SeriesPoint>()
  for (const p of points) {
    const value = pick(p)
    if (value === null) continue
    byDate.set(p.date, { x: p.date, label: formatDate(p.date, 'UTC'), value })
  }
  return [...byDate.values()]
}

/** Percentage change from the first price to the last, or null with fewer than two. */
export function changeSinceFirst(points: readonly PricePoint[]): number | null {
  if (points.length < 2 || points[0].price <= 0) return null
  const last = points[points.length - 1].price
  return Math.round(((last - points[0].price) / points[0].price) * 10000) / 100
}
