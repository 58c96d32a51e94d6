import { describe, expect, it } from 'vitest'
import { formatDate, formatDateTime, toDate } from './date'

describe('formatDate', () => {
  it('formats en-GB day, short month, year', () => {
    expect(formatDate('2026-03-12T12:00:00Z')).toBe('12 Mar 2026')
    expect(formatDate(new Date('2025-12-01T12:00:00Z'))).toBe('1 Dec 2025')
  })

  it('honours a time zone', () => {
    expect(formatDate('2026-03-12T23:30:00Z', 'UTC')).toBe('12 Mar 2026')
    expect(formatDate('2026-03-12T23:30:00Z', 'Asia/Tokyo')).toBe('13 Mar 2026')
  })

  it('gives an empty string for missing or invalid input', () => {
    expect(formatDate(null)).toBe('')
    expect(formatDate('')).toBe('')
    expect(formatDate('soon')).toBe('')
  })
})

describe('toDate', () => {
  it('copies Dates rather than sharing them', () => {
    const d = new Date(0)
    expect(toDate(d)).not.toBe(d)
    expect(toDate(d)?.getTime()).toBe(0)
  })
})

describe('formatDateTime', () => {
  it('gives the day and the time to the minute, in the viewer’s zone', () => {
    const at = new Date(2026, 2, 12, 14, 5)
    expect(formatDateTime(at)).toBe('12 Mar 2026, 14:05')
    expect(formatDateTime('2026-11-20T09:30')).toBe('20 Nov 2026, 09:30')
  })

  it('gives an empty string for missing or invalid input', () => {
    expect(formatDateTime(null)).toBe('')
    expect(formatDateTime('not a date')).toBe('')
  })
})
