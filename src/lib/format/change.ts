export type ChangeDirection = 'up' | 'down' | 'flat'

/** Up, down or flat; anything under half a penny either way is no change. */
export const changeDirection = (amount: number): ChangeDirection =>
  amount > 0.004 ? 'up' : amount < -0.004 ? 'down' : 'flat'
