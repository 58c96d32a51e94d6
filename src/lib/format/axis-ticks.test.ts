import { describe, expect, it } from 'vitest'
import { moneyTicks, niceTicks } from './axis-ticks'

/** A tick is whole pence when it is an integer number of pennies. */
const wholePence = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-9

describe('moneyTicks', () => {
  it('gives a share price axis steps like £2.10, £2.20, never £2.125', () => {
    const { ticks, domain } = moneyTicks([2.05, 2.12, 2.2, 2.25])
    expect(ticks).toEqual([2.05, 2.1, 2.15, 2.2, 2.25])
    expect(domain).toEqual([2.05, 2.25])
    expect(moneyTicks([2.02, 2.31]).ticks).toEqual([2, 2.1, 2.2, 2.3, 2.4])
    expect(ticks).not.toContain(2.125)
  })

  it('keeps every tick to whole pence, however narrow the range', () => {
    for (const values of [
      [2.1, 2.15],
      [2.125, 2.13],
      [0.76, 0.77],
      [1.2345, 1.2355],
      [2.1, 2.11, 2.12, 2.14],
    ]) {
      const { ticks } = moneyTicks(values)
      expect(ticks.every(wholePence), `${values.join(', ')} → ${ticks.join(', ')}`).toBe(true)
      expect(ticks[0]).toBeLessThanOrEqual(Math.min(...values))
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(Math.max(...values))
      expect(ticks.length).toBeLessThanOrEqual(5)
    }
  })

  it('steps by 1, 2 or 5 times a power of ten, free of float noise', () => {
    expect(moneyTicks([0, 1_317_513.43], { fromZero: true }).ticks).toEqual([
      0, 500_000, 1_000_000, 1_500_000,
    ])
    expect(moneyTicks([0.1, 0.3]).ticks).toEqual([0.1, 0.15, 0.2, 0.25, 0.3])
    expect(moneyTicks([0.1, 0.3], { count: 3 }).ticks).toEqual([0.1, 0.2, 0.3])
  })

  it('puts a single price inside the axis, not on its edge', () => {
    const { ticks } = moneyTicks([2.35])
    expect(ticks[0]).toBeLessThan(2.35)
    expect(ticks.at(-1)).toBeGreaterThan(2.35)
    expect(ticks.every(wholePence)).toBe(true)
  })
})

describe('niceTicks', () => {
  it('starts at zero when asked and takes negative values', () => {
    expect(niceTicks([-30, 70], { fromZero: true }).ticks).toEqual([-50, 0, 50, 100])
    expect(niceTicks([3, 17], { fromZero: true }).ticks).toEqual([0, 5, 10, 15, 20])
    expect(niceTicks([]).ticks).toEqual([0])
  })
})
