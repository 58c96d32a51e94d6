import { describe, expect, it, vi } from 'vitest'
import { judgeLongTasks, longTaskVerdicts, verdicts, type Goal } from './goals'
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

describe('bench:pages long task goal', () => {
  it('passes a phase whose worst run stays within 50 ms, the limit itself included', () => {
    expect(longTaskVerdicts([{ what: 'scrolling', runs: [12, 50] }])).toEqual([
      { what: 'scrolling', worstMs: 50, ok: true },
    ])
  })

  it('fails a phase when any one run has a longer task, whatever the median', () => {
    expect(longTaskVerdicts([{ what: 'load', runs: [0, 0, 51] }])).toEqual([
      { what: 'load', worstMs: 51, ok: false },
    ])
  })

  it('fails a phase no run measured', () => {
    expect(longTaskVerdicts([{ what: 'paging', runs: [] }])[0]).toEqual({
      what: 'paging',
      worstMs: null,
      ok: false,
    })
  })

  it('prints a PASS or FAIL line per phase and returns the failures as problems', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined)
    try {
      const problems = judgeLongTasks('notes tab', [
        { what: 'load', runs: [20, 30] },
        { what: 'scrolling', runs: [80, 10] },
      ])
      const lines = log.mock.calls.map((c) => String(c[0]))
      expect(lines).toContain('  notes tab, load: longest long task 30 ms  PASS')
      expect(lines).toContain('  notes tab, scrolling: longest long task 80 ms  FAIL')
      expect(problems).toEqual(['notes tab, scrolling: longest long task 80 ms'])
    } finally {
      log.mockRestore()
    }
  })
})
