import { describe, expect, it } from 'vitest'
import { verdicts, type Goal } from './goals'
import type { PageResult } from './report'

const result = (mode: PageResult['mode'], path: string, ...ms: number[]): PageResult => ({
  mode,
  path,
  runs: ms.map((readyMs) => ({ readyMs, js: [] })),
})

const goal: Goal = {
  what: 'live /investor',
  page: { mode: 'live', path: '/investor' },
  against: { mode: 'bare', path: '/data' },
  max: 1.3,
}

describe('bench:pages goals', () => {
  it('passes a page within its multiple of the reference, on the medians', () => {
    const [v] = verdicts(
      [result('live', '/investor', 1200, 1300, 9000), result('bare', '/data', 1000, 1000, 1)],
      [goal],
    )
    expect(v).toMatchObject({ ok: true, ms: { page: 1300, against: 1000 } })
  })

  it('fails a page over its multiple', () => {
    const [v] = verdicts(
      [result('live', '/investor', 1301), result('bare', '/data', 1000)],
      [{ ...goal, max: 1.3 }],
    )
    expect(v.ok).toBe(false)
  })

  it('fails a goal whose reference could not be measured, and skips pages not asked for', () => {
    expect(verdicts([result('live', '/investor', 1000), result('bare', '/data')], [goal])).toEqual([
      { goal, ms: null, ok: false },
    ])
    expect(verdicts([result('bare', '/data', 1000)], [goal])).toEqual([])
  })
})
