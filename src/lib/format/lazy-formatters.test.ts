import { afterEach, describe, expect, it, vi } from 'vitest'

/*
 * A fresh tab's first Intl formatter loads the locale's data (about 10 ms). Made while a chunk
 * is evaluated, it lengthened the one task that evaluates every chunk of the first page; made on
 * first use, it falls inside a render React can slice.
 */
const made = { date: 0, number: 0 }
const { DateTimeFormat, NumberFormat } = Intl

/** Intl's formatters, counting what is made. */
function countFormatters() {
  made.date = made.number = 0
  Intl.DateTimeFormat = class extends DateTimeFormat {
    constructor(...args: ConstructorParameters<typeof DateTimeFormat>) {
      super(...args)
      made.date += 1
    }
  } as typeof DateTimeFormat
  Intl.NumberFormat = class extends NumberFormat {
    constructor(...args: ConstructorParameters<typeof NumberFormat>) {
      super(...args)
      made.number += 1
    }
  } as typeof NumberFormat
}

describe('lib/format formatters', () => {
  afterEach(() => {
    Intl.DateTimeFormat = DateTimeFormat
    Intl.NumberFormat = NumberFormat
    vi.resetModules()
  })

  it('makes no Intl formatter when imported, and each one once, on first use', async () => {
    vi.resetModules()
    countFormatters()
    const format = await import('./index')
    await import('@/investor/portfolio/model/format')
    await import('@/investor/portfolio/model/kpi-series')
    await import('@/investor/appropriateness/model/attempts')
    expect(made).toEqual({ date: 0, number: 0 })

    expect(format.formatDateTime('2026-03-12T14:05:00')).toBe('12 Mar 2026, 14:05')
    expect(format.formatDateTime('2026-03-13T09:30:00')).toBe('13 Mar 2026, 09:30')
    expect(made.date).toBe(1)

    // Counts, percentages and pounds are written without Intl (decimal.ts) but for the exponent
    // forms, which ask it once.
    expect(format.formatCount(12480)).toBe('12,480')
    expect(format.formatPercent(12.5)).toBe('12.5%')
    expect(format.formatGBP(1250.5)).toBe('£1,250.50')
    expect(format.formatCount(3)).toBe('3')
    expect(made.number).toBe(0)
    expect(format.formatCount(1e21)).toBe('1,000,000,000,000,000,000,000')
    expect(format.formatCount(2e21)).toBe('2,000,000,000,000,000,000,000')
    expect(made.number).toBe(1)
  })
})
