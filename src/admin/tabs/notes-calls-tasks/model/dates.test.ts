import { afterEach, describe, expect, it, vi } from 'vitest'
import { formatDateTime } from '@/lib/format'
import { joinTimestamp } from './dates'

describe('formatDateTime', () => {
  afterEach(() => vi.restoreAllMocks())

  it('reads a timestamp as day, short month, year and the local time; blank when missing', () => {
    expect(formatDateTime(joinTimestamp('2026-03-12', '14:05'))).toBe('12 Mar 2026, 14:05')
    expect(formatDateTime(null)).toBe('')
    expect(formatDateTime('not a date')).toBe('')
  })

  it('makes no formatter per call, so a long timeline formats cheaply', () => {
    formatDateTime('2026-03-12T14:05:00Z')
    const made = vi.spyOn(Intl, 'DateTimeFormat')
    for (let i = 0; i < 50; i++) formatDateTime('2026-03-12T14:05:00Z')
    expect(made).not.toHaveBeenCalled()
  })
})
