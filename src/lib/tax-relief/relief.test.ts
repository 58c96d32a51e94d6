import { describe, expect, it } from 'vitest'
import {
  allocateRelief,
  isReliefScheme,
  isUnderRelief,
  reliefTaxYears,
  reliefYear,
  yearSummary,
  type ReliefHolding,
} from './relief'
import { taxYearStarting } from './tax-year'

const holding = (
  scheme: string,
  amount: number,
  issue_date: string | null,
  extra: Partial<ReliefHolding> & { ki?: boolean } = {},
): ReliefHolding => ({
  tax_option: scheme,
  amount,
  status: 'paid',
  carry_back: 0,
  ...extra,
  share_issue: { scheme, issue_date, knowledge_intensive: extra.ki ? 1 : 0 },
})

describe('schemes', () => {
  it('knows EIS and SEIS only', () => {
    expect(isReliefScheme('EIS')).toBe(true)
    expect(isReliefScheme('SEIS')).toBe(true)
    expect(isReliefScheme('VCT')).toBe(false)
    expect(isReliefScheme('none')).toBe(false)
    expect(isReliefScheme(null)).toBe(false)
  })

  it('counts only invested holdings whose shares are issued', () => {
    expect(isUnderRelief(holding('EIS', 1000, '2025-05-01'))).toBe(true)
    expect(isUnderRelief(holding('EIS', 1000, null))).toBe(false)
    expect(isUnderRelief(holding('EIS', 1000, '2025-05-01', { status: 'cancelled' }))).toBe(false)
    expect(isUnderRelief(holding('VCT', 1000, '2025-05-01'))).toBe(false)
  })
})

describe('reliefYear', () => {
  it('is the tax year of the share issue date, at both edges', () => {
    expect(reliefYear(holding('EIS', 1, '2025-04-05'))?.label).toBe('2024–25')
    expect(reliefYear(holding('EIS', 1, '2025-04-06'))?.label).toBe('2025–26')
  })

  it('moves to the previous year with carry-back', () => {
    expect(reliefYear(holding('SEIS', 1, '2025-04-06', { carry_back: 1 }))?.label).toBe('2024–25')
    expect(reliefYear(holding('EIS', 1, '2025-04-05', { carry_back: true }))?.label).toBe('2023–24')
  })

  it('has none until shares are issued', () => {
    expect(reliefYear(holding('EIS', 1, null, { carry_back: 1 }))).toBeNull()
  })
})

describe('yearSummary limits', () => {
  it('admits an SEIS year exactly at £200,000', () => {
    const s = yearSummary([holding('SEIS', 200_000, '2025-06-01')], 2025).SEIS
    expect(s).toMatchObject({ subscribed: 200_000, limit: 200_000, within_limit: 200_000 })
    expect(s.over_limit).toBe(0)
    expect(s.relief).toBe(100_000)
  })

  it('admits a penny under and puts a penny over beyond the limit', () => {
    const under = yearSummary([holding('SEIS', 199_999.99, '2025-06-01')], 2025).SEIS
    expect(under).toMatchObject({
      within_limit: 199_999.99,
      over_limit: 0,
      relief: 99_999.99,
    })
    const over = yearSummary([holding('SEIS', 200_000.01, '2025-06-01')], 2025).SEIS
    expect(over).toMatchObject({ within_limit: 200_000, over_limit: 0.01, relief: 100_000 })
  })

  it('stops ordinary EIS at £1m, at, under and over', () => {
    const at = yearSummary([holding('EIS', 1_000_000, '2025-06-01')], 2025).EIS
    expect(at).toMatchObject({ limit: 1_000_000, within_limit: 1_000_000, over_limit: 0 })
    expect(at.relief).toBe(300_000)
    const under = yearSummary([holding('EIS', 999_999.99, '2025-06-01')], 2025).EIS
    expect(under).toMatchObject({
      within_limit: 999_999.99,
      over_limit: 0,
      relief: 299_999.99,
    })
    const over = yearSummary(
      [holding('EIS', 600_000, '2025-06-01'), holding('EIS', 400_000.01, '2025-07-01')],
      2025,
    ).EIS
    expect(over).toMatchObject({
      subscribed: 1_000_000.01,
      within_limit: 1_000_000,
      over_limit: 0.01,
    })
  })

  it('raises EIS to £2m only for the part in knowledge-intensive companies', () => {
    const mixed = yearSummary(
      [
        holding('EIS', 1_500_000, '2025-06-01'),
        holding('EIS', 300_000, '2025-07-01', { ki: true }),
      ],
      2025,
    ).EIS
    // £1m of the ordinary subscription, all £300,000 of the knowledge-intensive one.
    expect(mixed).toMatchObject({
      subscribed: 1_800_000,
      knowledge_intensive: 300_000,
      limit: 2_000_000,
      within_limit: 1_300_000,
      over_limit: 500_000,
      relief: 390_000,
    })
    const kiAt = yearSummary([holding('EIS', 2_000_000, '2025-06-01', { ki: true })], 2025).EIS
    expect(kiAt).toMatchObject({ within_limit: 2_000_000, over_limit: 0, relief: 600_000 })
    const kiOver = yearSummary(
      [
        holding('EIS', 500_000, '2025-05-01'),
        holding('EIS', 1_500_000.01, '2025-06-01', { ki: true }),
      ],
      2025,
    ).EIS
    expect(kiOver).toMatchObject({ within_limit: 2_000_000, over_limit: 0.01 })
  })

  it('ignores knowledge-intensive on SEIS', () => {
    const s = yearSummary([holding('SEIS', 250_000, '2025-06-01', { ki: true })], 2025).SEIS
    expect(s).toMatchObject({ limit: 200_000, knowledge_intensive: 0, over_limit: 50_000 })
  })

  it('fills the limit in share issue order, so the later subscription is the one over', () => {
    const rows = allocateRelief(
      [holding('SEIS', 150_000, '2025-09-01'), holding('SEIS', 100_000, '2025-05-01')],
      2025,
    )
    expect(rows.map((r) => [r.amount, r.within_limit, r.over_limit, r.relief])).toEqual([
      [100_000, 100_000, 0, 50_000],
      [150_000, 100_000, 50_000, 50_000],
    ])
  })
})

describe('yearSummary and carry-back', () => {
  const carried = holding('SEIS', 150_000, '2025-04-06', { carry_back: 1 })
  const portfolio = [
    holding('SEIS', 100_000, '2024-10-01'),
    carried,
    holding('EIS', 10_000, '2025-04-05'),
  ]

  it('moves a carried-back subscription out of its issue year', () => {
    const year = yearSummary(portfolio, 2025)
    expect(year.SEIS).toMatchObject({ subscribed: 0, relief: 0, holdings: 0 })
  })

  it('counts it against the previous year’s limit', () => {
    const year = yearSummary(portfolio, 2024)
    expect(year.SEIS).toMatchObject({
      subscribed: 250_000,
      within_limit: 200_000,
      over_limit: 50_000,
      relief: 100_000,
      holdings: 2,
    })
    expect(year.EIS).toMatchObject({ subscribed: 10_000, relief: 3_000 })
  })

  it('offers the current year and every claimed year, newest first', () => {
    const years = reliefTaxYears(
      [
        ...portfolio,
        holding('EIS', 5, null),
        holding('EIS', 5, '2020-01-01', { status: 'cancelled' }),
      ],
      taxYearStarting(2026),
    )
    expect(years.map((y) => y.label)).toEqual(['2026–27', '2024–25'])
  })
})
