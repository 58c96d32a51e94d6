import { describe, expect, it } from 'vitest'
import {
  allowedTries,
  attemptState,
  attemptsText,
  bankFor,
  formatRetryAt,
  UNLIMITED_TRIES,
} from './attempts'

const NOW = Date.parse('2026-11-23T12:00:00Z')
const status = (over: Partial<Parameters<typeof attemptState>[0]> = {}) => ({
  passed: false,
  tries: 0,
  retryAt: null,
  allowed: 3,
  ...over,
})

describe('allowedTries (SPEC §4)', () => {
  it('is unlimited with the risk warning on, whatever the settings say', () => {
    expect(allowedTries(true, 3)).toBe(UNLIMITED_TRIES)
  })

  it('takes the settings otherwise, 9999 when not positive', () => {
    expect(allowedTries(false, 3)).toBe(3)
    expect(allowedTries(false, 0)).toBe(9999)
    expect(allowedTries(false, -1)).toBe(9999)
    expect(allowedTries(false, undefined)).toBe(9999)
  })
})

describe('bankFor', () => {
  it('alternates the two banks between attempts with the risk warning on', () => {
    expect([0, 1, 2, 3].map((t) => bankFor(true, t))).toEqual([1, 2, 1, 2])
    expect([0, 1, 2].map((t) => bankFor(false, t))).toEqual([1, 1, 1])
  })
})

describe('attemptState', () => {
  it('is ready with the bank to show', () => {
    expect(attemptState(status({ tries: 1 }), true, NOW)).toEqual({
      kind: 'ready',
      bank: 2,
      tries: 1,
      allowed: 3,
    })
  })

  it('waits out the cooldown, then is ready again', () => {
    const s = status({ tries: 1, retryAt: '2026-11-23T14:05:00.000000Z' })
    expect(attemptState(s, false, NOW)).toMatchObject({ kind: 'cooldown' })
    expect(attemptState(s, false, Date.parse('2026-11-23T14:06:00Z')).kind).toBe('ready')
  })

  it('is out of attempts once the tries used reach the limit, even while cooling down', () => {
    const s = status({ tries: 3, retryAt: '2026-11-23T14:05:00.000000Z' })
    expect(attemptState(s, false, NOW).kind).toBe('exhausted')
  })

  it('is passed whatever else the status says', () => {
    expect(attemptState(status({ passed: true, tries: 3 }), false, NOW).kind).toBe('passed')
  })
})

describe('texts', () => {
  it('formats the retry time as a person reads it', () => {
    expect(formatRetryAt('2026-11-23T14:05:00.000000Z')).toMatch(/^\d\d:\d\d on \d{1,2} Nov 2026$/)
  })

  it('counts attempts left, or says they are unlimited', () => {
    expect(attemptsText(1, 3)).toBe('You have 2 of 3 attempts left.')
    expect(attemptsText(5, 9999)).toBe('You can take the test as many times as you need.')
  })
})
