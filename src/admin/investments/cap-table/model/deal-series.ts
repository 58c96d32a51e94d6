import type { SeriesPoint } from '@/ui/charts'
import { formatDate } from '@/lib/format'

export interface DealPeriod {
  id: number
  period: string
  revenue: number | null
  ebitda: number | null
  grossMargin: number | null
  employees: number | null
  notes: string | null
}

const num = (v: unknown) => {
  if (v === null || v === undefined || v === '') return null
  const n = typeof v === 'number' ? v : Number(v)
  return Number.isFinite(n) ? n : null
}

/** The deal's figures, oldest period first, numbers read whether sent as numbers or strings. */
export function dealPeriods(rows: readonly Record<string, unknown>[]): DealPeriod[] {
  return rows
    .map((r) => ({
      id: Number(r.id),
      period: String(r.period ?? '').slice(0, 10),
      revenue: num(r.revenue),
      ebitda: num(r.ebitda),
      grossMargin: num(r.gross_margin_percent),
      employees: num(r.employees),
      notes: typeof r.notes === 'string' && r.notes.trim() ? r.notes : null,
    }))
    .filter((p) => p.period !== '')
    .sort((a, b) => a.period.localeCompare(b.period) || a.id - b.id)
}

/** "31 Dec 2025": a period is named by its last day. */
export const periodLabel = (period: string) => formatDate(period, 'UTC')

export function metricSeries(
  periods: readonly DealPeriod[],
  pick: (p: DealPeriod) => number | null,
): SeriesPoint[] {
  const byPeriod = new Map<string, SeriesPoint>()
  for (const p of periods) {
    const value = pick(p)
    if (value !== null) byPeriod.set(p.period, { x: p.period, label: periodLabel(p.period), value })
  }
  return [...byPeriod.values()]
}
