import { capitalise } from '@/lib/format'
import type { RecordOf } from '@/lib/resources'

export type Kpi = RecordOf<'custom-kpis'>
export type KpiReport = RecordOf<'reports'>
export type KpiUnit = Kpi['unit']

/** A row of the tenant's KPI categories (settings > attributes > KPI category). */
export type KpiCategory = Pick<RecordOf<'kpi-categories'>, 'key' | 'name' | 'order'>

/** A category's name as the tenant calls it (KPIs hold its key, which outlives a rename). */
export const categoryLabel = (category: string, categories: readonly KpiCategory[] = []) =>
  categories.find((c) => c.key === category)?.name ?? capitalise(category)

/** One column of the grid: a reporting period and the KPI report that holds it, if any yet. */
export interface PeriodColumn {
  period: string
  report: KpiReport | null
}

export interface KpiGroup {
  category: string
  label: string
  kpis: Kpi[]
}

/**
 * The company's active KPIs by category: in the tenant's category order (categories it does not
 * list last, by key), then each KPI's order.
 */
export function groupKpis(
  kpis: readonly Kpi[],
  categories: readonly KpiCategory[] = [],
): KpiGroup[] {
  const groups = new Map<string, Kpi[]>()
  const active = kpis
    .filter((k) => !!k.is_active)
    .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name))
  for (const k of active) groups.set(k.category, [...(groups.get(k.category) ?? []), k])
  const order = [...categories].sort((a, b) => a.order - b.order).map((c) => c.key)
  const rank = (c: string) => (order.includes(c) ? order.indexOf(c) : Number.MAX_SAFE_INTEGER)
  return [...groups]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([category, list]) => ({
      category,
      label: categoryLabel(category, categories),
      kpis: list,
    }))
}

/**
 * The periods reported so far, oldest first, each with its report (a later report of the same
 * period wins, as the investor's KPI page reads them), plus periods added here but not saved.
 */
export function periodColumns(
  reports: readonly KpiReport[],
  added: readonly string[] = [],
): PeriodColumn[] {
  const byPeriod = new Map<string, KpiReport>()
  for (const r of reports) {
    if (r.type !== 'kpi' || !r.period) continue
    const held = byPeriod.get(r.period)
    if (!held || stamp(r) >= stamp(held)) byPeriod.set(r.period, r)
  }
  const periods = new Set([...byPeriod.keys(), ...added])
  return [...periods]
    .sort((a, b) => a.localeCompare(b))
    .map((period) => ({ period, report: byPeriod.get(period) ?? null }))
}

const stamp = (r: KpiReport) => `${r.published_at ?? ''}|${r.created_at}|${r.id}`

export const cellKey = (kpiId: number, period: string) => `${kpiId}@${period}`

export interface SavedValue {
  inputId: number
  reportId: number
  value: number
}

/** The saved value of each KPI in each period (cellKey), read from the reports' inputs. */
export function savedValues(columns: readonly PeriodColumn[]): Map<string, SavedValue> {
  const values = new Map<string, SavedValue>()
  for (const { period, report } of columns) {
    for (const input of report?.inputs ?? []) {
      values.set(cellKey(input.custom_kpi_id, period), {
        inputId: input.id,
        reportId: report!.id,
        value: Number(input.value),
      })
    }
  }
  return values
}

export interface Trend {
  value: number
  period: string
  previous: { value: number; period: string } | null
  /** Percent change on the previous value; null without one, or when that was zero. */
  changePercent: number | null
  points: { period: string; value: number }[]
}

/** A KPI's saved values over the columns, and its latest change against the period before. */
export function trendOf(
  kpiId: number,
  columns: readonly PeriodColumn[],
  values: ReadonlyMap<string, SavedValue>,
): Trend | null {
  const points = columns.flatMap(({ period }) => {
    const v = values.get(cellKey(kpiId, period))
    return v ? [{ period, value: v.value }] : []
  })
  if (points.length === 0) return null
  const last = points[points.length - 1]
  const previous = points.length > 1 ? points[points.length - 2] : null
  return {
    ...last,
    previous,
    changePercent:
      previous && previous.value !== 0
        ? Math.round(((last.value - previous.value) / Math.abs(previous.value)) * 1000) / 10
        : null,
    points,
  }
}

/**
 * What a typed value is sent as: a number when it reads as one ("1,204", "£2,500", "51.8%"),
 * otherwise the text as typed, for the host to refuse with its own message (422 on the cell).
 */
export function parseTyped(typed: string): number | string {
  const bare = typed.trim().replace(/[£,\s%x]/gi, '')
  if (bare !== '' && /^[-+]?(\d+\.?\d*|\.\d+)$/.test(bare)) return Number(bare)
  return typed.trim()
}

/** YYYY-Qn or YYYY-MM, the periods the reports use (the host takes up to 20 characters). */
export const PERIOD_PATTERN = /^\d{4}-(Q[1-4]|0[1-9]|1[0-2])$/

/** The period after the latest one, as a suggestion for a new column ("2026-Q3"). */
export function nextPeriod(latest: string | undefined, today = new Date()): string {
  const quarter = /^(\d{4})-Q([1-4])$/.exec(latest ?? '')
  if (quarter) {
    const [y, q] = [Number(quarter[1]), Number(quarter[2])]
    return q === 4 ? `${y + 1}-Q1` : `${y}-Q${q + 1}`
  }
  const month = /^(\d{4})-(\d{2})$/.exec(latest ?? '')
  if (month) {
    const [y, m] = [Number(month[1]), Number(month[2])]
    return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`
  }
  return `${today.getFullYear()}-Q${Math.floor(today.getMonth() / 3) + 1}`
}
