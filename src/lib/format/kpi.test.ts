import { describe, expect, it } from 'vitest'
import { formatKpi, formatKpiTick } from './kpi'

describe('formatKpi', () => {
  it('writes a KPI value in its unit', () => {
    expect(formatKpi(51.8, 'percent')).toBe('51.8%')
    expect(formatKpi(2138811.23, 'GBP')).toBe('£2,138,811')
    expect(formatKpi(2.25, 'multiple')).toBe('2.25x')
    expect(formatKpi(1, 'months')).toBe('1 month')
  })

  it('shortens the same units for axis ticks', () => {
    expect(formatKpiTick(40, 'percent')).toBe('40%')
    expect(formatKpiTick(1200, 'count')).toBe('1.2k')
  })
})
