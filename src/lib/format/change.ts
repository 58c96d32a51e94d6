export type ChangeDirection = 'up' | 'down' | 'flat'

/** Up, down or flat; anything under half a penny either way is no change. */
export const changeDirection = (amount: number): ChangeDirection =>
  amount > 0.004 ? 'up' : amount < -0.004 ? 'down' : 'flat'

/** A gain or loss in pounds, and as a percent of what was put in. */
export interface Change {
  amount: number
  /** Percent of the amount invested; null when nothing was invested. */
  percent: number | null
}
