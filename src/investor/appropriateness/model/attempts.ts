import { formatDate, toDate } from '@/lib/format'
import { once } from '@/lib/once'

/** SPEC §9: tries default to 9999, which means unlimited. */
export const UNLIMITED_TRIES = 9999

export type Bank = 1 | 2

/**
 * SPEC §4: unlimited tries with the risk warning on; otherwise the compliance settings'
 * compliance_tries, where zero, less or nothing also means unlimited.
 */
export function allowedTries(riskWarning: boolean, settingsTries: unknown): number {
  if (riskWarning) return UNLIMITED_TRIES
  const n = Number(settingsTries)
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : UNLIMITED_TRIES
}

export const isUnlimited = (allowed: number) => allowed >= UNLIMITED_TRIES

/**
 * With the risk warning on there are two question banks and an investor meets the other one
 * on each new attempt (the questions vary between attempts); otherwise always bank 1.
 */
export const bankFor = (riskWarning: boolean, triesUsed: number): Bank =>
  riskWarning && triesUsed % 2 === 1 ? 2 : 1

/** Where an investor stands with a questionnaire, from the host's status answer. */
export interface AttemptStatus {
  passed: boolean
  tries: number
  /** End of the cooldown while it runs (null when a retry is possible now). */
  retryAt: string | null
  allowed: number
}

export type AttemptState =
  | { kind: 'passed' }
  | { kind: 'exhausted'; tries: number; allowed: number }
  | { kind: 'cooldown'; retryAt: string; tries: number; allowed: number }
  | { kind: 'ready'; bank: Bank; tries: number; allowed: number }

/**
 * Passed; out of attempts (no questions are fetched, SPEC §4: checked before the cooldown, as
 * waiting would not help); waiting out the 24 hours after a failure; or free to take it.
 */
export function attemptState(s: AttemptStatus, riskWarning: boolean, now: number): AttemptState {
  if (s.passed) return { kind: 'passed' }
  if (s.tries >= s.allowed) return { kind: 'exhausted', tries: s.tries, allowed: s.allowed }
  const until = toDate(s.retryAt)
  if (until && until.getTime() > now)
    return { kind: 'cooldown', retryAt: s.retryAt as string, tries: s.tries, allowed: s.allowed }
  return { kind: 'ready', bank: bankFor(riskWarning, s.tries), tries: s.tries, allowed: s.allowed }
}

const timeFormat = once(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
)

/** "14:05 on 23 Nov 2026", in the viewer's time zone. */
export function formatRetryAt(value: string): string {
  const date = toDate(value)
  return date ? `${timeFormat().format(date)} on ${formatDate(date)}` : ''
}

/** "You have 2 of 3 attempts left." or, when unlimited, that they may retake it. */
export function attemptsText(tries: number, allowed: number): string {
  if (isUnlimited(allowed)) return 'You can take the test as many times as you need.'
  const left = Math.max(0, allowed - tries)
  return `You have ${left} of ${allowed} ${allowed === 1 ? 'attempt' : 'attempts'} left.`
}
