import type { KpiUnit } from './kpi-grid'

/** What stands beside a KPI's input: "£" before money, "%", "x" or "months" after the rest. */
export const unitAdornment = (unit: KpiUnit): { before?: string; after?: string } => {
  switch (unit) {
    case 'GBP':
      return { before: '£' }
    case 'percent':
      return { after: '%' }
    case 'multiple':
      return { after: 'x' }
    case 'months':
      return { after: 'months' }
    case 'count':
      return {}
  }
}

/** The unit in words, for headings and CSV columns. */
export const UNIT_NAMES: Record<KpiUnit, string> = {
  GBP: '£',
  percent: '%',
  count: 'count',
  multiple: 'x',
  months: 'months',
}
