import { describe, expect, it } from 'vitest'
import { ACTIVE_FLAG, DEAL_STATUS } from './labels'

describe('status words SPEC §4 names', () => {
  it('reads the open/closed set as 0 Closed, 1 Active', () => {
    expect(ACTIVE_FLAG[0].label).toBe('Closed')
    expect(ACTIVE_FLAG[1].label).toBe('Active')
  })

  it('reads a deal as active, inactive or investment', () => {
    expect([DEAL_STATUS.open, DEAL_STATUS.lost, DEAL_STATUS.won].map((s) => s.label)).toEqual([
      'Active',
      'Inactive',
      'Investment',
    ])
  })
})
