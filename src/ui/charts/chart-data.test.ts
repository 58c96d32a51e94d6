import { describe, expect, it } from 'vitest'
import { colourSlices, seriesSummary, sliceSummary } from './chart-data'

const gbp = (n: number) => `£${n}`

describe('chart data', () => {
  it('summarises a series: start, end and peak', () => {
    const points = [
      { x: 'a', label: 'Jan', value: 100 },
      { x: 'b', label: 'Feb', value: 300 },
      { x: 'c', label: 'Mar', value: 200 },
    ]
    expect(seriesSummary(points, gbp)).toBe(
      'Rose from £100 on Jan to £200 on Mar. Highest £300 on Feb.',
    )
    expect(seriesSummary([...points].reverse(), gbp)).toMatch(
      /^Fell from £200 on Mar to £100 on Jan/,
    )
    expect(seriesSummary([], gbp)).toBe('No data yet.')
  })

  it('colours the largest slices and draws the rest as Other', () => {
    const slices = Array.from({ length: 10 }, (_, i) => ({ label: `S${i}`, value: i + 1 }))
    const { drawn, all, total } = colourSlices(slices, ['c1', 'c2', 'c3'], 4)
    expect(total).toBe(55)
    expect(drawn.map((s) => s.label)).toEqual(['S9', 'S8', 'S7', 'Other'])
    expect(drawn.map((s) => s.colour)).toEqual(['c1', 'c2', 'c3', 'c1'])
    expect(drawn[3].value).toBe(28)
    expect(all).toHaveLength(10)
    expect(sliceSummary(all, 'sector')).toBe('10 sectors. Largest: S9 18.2%, S8 16.4%, S7 14.5%.')
  })
})
