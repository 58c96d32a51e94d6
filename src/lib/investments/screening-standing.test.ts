import { describe, expect, it } from 'vitest'
import { investBlockKinds, investFacts } from './invest-eligibility'
import { screeningOf } from './screening-standing'

const ready = {
  role_id: 5,
  email_verified_at: '2026-01-01T00:00:00.000000Z',
  accepted_terms_version: 1,
  compliance_passed: 1,
}
const blocks = (status: string | null, flag: 0 | 1) =>
  investBlockKinds(
    investFacts({
      user: { ...ready, screening_status: status } as never,
      settings: { user_screening_enabled: flag },
      status: () => 'passed',
      now: 0,
    }),
  )

describe('user screening in the rule of who may invest', () => {
  it('with the flag on, only a clear screening lets an investor invest', () => {
    expect(blocks('clear', 1)).toEqual([])
    expect(blocks('refer', 1)).toEqual(['screening'])
    expect(blocks('requested', 1)).toEqual(['screening'])
    expect(blocks(null, 1)).toEqual(['screening'])
    expect(blocks('fail', 1)).toEqual(['screeningFailed'])
  })

  it('with the flag off reads no status: investing is as before', () => {
    expect(blocks('refer', 0)).toEqual([])
    expect(blocks('fail', 0)).toEqual([])
  })

  it('never screens staff', () => {
    expect(screeningOf({ role_id: 1, screening_status: null }, true)).toBe('notRequired')
  })
})
