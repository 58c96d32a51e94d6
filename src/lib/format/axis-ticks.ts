/**
 * Axis ticks a reader can take in: steps of 1, 2 or 5 times a power of ten, so a share price
 * axis reads £2.10, £2.20, £2.30 and never £2.125 (the charting library's own steps include
 * 2.5 times a power of ten, which puts fractions of a penny on a pence-scale axis).
 */

export interface AxisTicks {
  /** The tick values, lowest first; the first and last are the axis's ends. */
  ticks: number[]
  domain: [number, number]
}

export interface AxisTickOptions {
  /** About how many ticks to draw (at most this many). */
  count?: number
  /** The smallest step the values are held in: 0.01 for money (whole pence). */
  minStep?: number
  /** Start the axis at zero (areas and bars build up from it). */
  fromZero?: boolean
}

/** Whole pence: the smallest step of a money axis. */
export const PENNY = 0.01

const MULTIPLIERS = [1, 2, 5] as const

/** The decimals a step needs ("0.05" needs 2), to keep tick values free of float noise. */
function decimalsOf(step: number): number {
  return Math.max(0, -Math.floor(Math.log10(step) + 1e-9))
}

/** Nice ticks covering `values`; an empty list gives [0]. */
export function niceTicks(values: readonly number[], options: AxisTickOptions = {}): AxisTicks {
  const { count = 5, minStep = 0, fromZero = false } = options
  const finite = values.filter(Number.isFinite)
  if (fromZero) finite.push(0)
  if (finite.length === 0) return { ticks: [0], domain: [0, 0] }
  let min = Math.min(...finite)
  let max = Math.max(...finite)
  if (min === max) {
    // One value: a step around it, so the line sits inside the axis rather than on its edge.
    const pad = Math.max(Math.abs(min) * 0.05, minStep || 1)
    min = fromZero && min >= 0 ? 0 : min - pad
    max = max + pad
  }
  const intervals = Math.max(1, count - 1)
  const rough = (max - min) / intervals
  let exponent = Math.floor(Math.log10(rough))
  let step = 0
  // The smallest 1-2-5 step (not below minStep) that covers the range in `intervals` steps.
  for (;;) {
    const scale = 10 ** exponent
    const found = MULTIPLIERS.map((m) => m * scale).find(
      (s) =>
        s >= minStep - 1e-12 && Math.ceil(max / s - 1e-9) - Math.floor(min / s + 1e-9) <= intervals,
    )
    if (found) {
      step = found
      break
    }
    exponent++
  }
  const decimals = decimalsOf(step)
  const round = (n: number) => Number(n.toFixed(decimals))
  const first = Math.floor(min / step + 1e-9)
  const last = Math.ceil(max / step - 1e-9)
  const ticks: number[] = []
  for (let i = first; i <= last; i++) ticks.push(round(i * step))
  return { ticks, domain: [ticks[0], ticks[ticks.length - 1]] }
}

/** Ticks for a money axis: 1-2-5 steps of whole pence or more. */
export const moneyTicks = (
  values: readonly number[],
  options: Omit<AxisTickOptions, 'minStep'> = {},
) => niceTicks(values, { ...options, minStep: PENNY })
