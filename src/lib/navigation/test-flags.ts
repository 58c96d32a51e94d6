import { FLAG_NAMES, type Flags } from '@/lib/settings/flag-names'

/** Test helper: every flag on, optionally with some off. */
export function flagsWith(overrides: Partial<Flags> = {}): Flags {
  const all = Object.fromEntries(FLAG_NAMES.map((n) => [n, true])) as Flags
  return { ...all, ...overrides }
}

export const ALL_ON = flagsWith()
export const ALL_OFF = Object.fromEntries(FLAG_NAMES.map((n) => [n, false])) as Flags
