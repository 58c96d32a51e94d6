import { describe, expect, it } from 'vitest'
import {
  dealPipelineStatus,
  OPEN_CLOSED_LABELS,
  openClosedCode,
  PIPELINE_STATUS_LABELS,
} from './status-sets'

describe('SPEC §4 status sets, word for word', () => {
  it('reads open/closed as 0 Closed, 1 Active', () => {
    expect(OPEN_CLOSED_LABELS).toEqual({ 0: 'Closed', 1: 'Active' })
    expect([0, 1, '1', '0', true, false, null].map(openClosedCode)).toEqual([0, 1, 1, 0, 1, 0, 0])
  })

  it('reads the other set as 1 active, 2 inactive, 3 investment', () => {
    expect(PIPELINE_STATUS_LABELS).toEqual({ 1: 'Active', 2: 'Inactive', 3: 'Investment' })
  })

  it('places a deal in it: an investment once it became an opportunity or was won', () => {
    expect(dealPipelineStatus({ status: 'open', investment_opportunity_id: null })).toBe(1)
    expect(dealPipelineStatus({ status: 'lost', investment_opportunity_id: null })).toBe(2)
    expect(dealPipelineStatus({ status: 'won', investment_opportunity_id: null })).toBe(3)
    expect(dealPipelineStatus({ status: 'open', investment_opportunity_id: 12 })).toBe(3)
    expect(dealPipelineStatus({})).toBe(1)
  })
})
