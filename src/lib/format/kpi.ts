import type { RecordOf } from '@/lib/resources'
import { once } from '@/lib/once'
import { formatGBP } from './money'
import { formatCompactGBP } from './number'

/** The units a custom KPI is kept in. */
export type KpiUnit = RecordOf<'custom-kpis'>['unit']

const number = once(() => new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 }))

/** A KPI value in its unit: "£2,138,811", "51.8%", "1,204", "2.3x", "14 months". */
export function formatKpi(value: number, unit: KpiUnit): string {
  switch (unit) {
    case 'GBP':
      return formatGBP(Math.round(value))
    case 'percent':
      return `${number().format(value)}%`
    case 'multiple':
      return `${number().format(value)}x`
    case 'months':
      return `${number().format(value)} month${value === 1 ? '' : 's'}`
    case 'count':
      return number().format(value)
  }
}

const compactNumber = once(
  () =>
    new Intl.NumberFormat('en-GB', {
      notation: 'compact',
      maximumFractionDigits: 1,
    }),
)

/** Axis ticks: short forms of the same units. */
export function formatKpiTick(value: number, unit: KpiUnit): string {
  if (unit === 'GBP') return formatCompactGBP(value)
  if (unit === 'percent') return `${compactNumber().format(value)}%`
  if (unit === 'multiple') return `${compactNumber().format(value)}x`
  return compactNumber().format(value)
}
