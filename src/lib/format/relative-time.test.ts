import { describe, expect, it } from 'vitest'
import { relativeTime } from './relative-time'

const now = new Date('2026-03-20T12:00:00Z')
const ago = (ms: number) => new Date(now.getTime() - ms)
const S = 1000
const M = 60 * S
const H = 60 * M
const D = 24 * H

describe('relativeTime', () => {
  it.each([
    [0, 'Just now'],
    [59 * S, 'Just now'],
    [M - 1, 'Just now'],
    [M, '1 min ago'],
    [2 * M - 1, '1 min ago'],
    [2 * M, '2 mins ago'],
    [59 * M + 59 * S, '59 mins ago'],
    [H, '1 hour ago'],
    [2 * H, '2 hours ago'],
    [D - 1, '23 hours ago'],
    [D, '1 day ago'],
    [2 * D, '2 days ago'],
    [30 * D - 1, '29 days ago'],
  ])('%i ms ago -> %s', (ms, text) => {
    expect(relativeTime(ago(ms), now)).toBe(text)
  })

  it('shows the en-GB date from 30 days on', () => {
    expect(relativeTime('2026-02-18T12:00:00Z', now)).toBe('18 Feb 2026')
    expect(relativeTime('2025-03-12T12:00:00Z', now)).toBe('12 Mar 2025')
  })

  it('reads ISO strings and epoch ms, and treats the future (clock skew) as now', () => {
    expect(relativeTime('2026-03-20T11:55:00.000000Z', now.getTime())).toBe('5 mins ago')
    expect(relativeTime(ago(-5 * M), now)).toBe('Just now')
  })

  it('gives an empty string for missing or invalid dates', () => {
    expect(relativeTime(null, now)).toBe('')
    expect(relativeTime('not a date', now)).toBe('')
  })
})
