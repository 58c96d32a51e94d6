import type { Row } from '../../db/db'

/**
 * The mock's screening provider: deterministic, so demos and tests know the outcome. A
 * real provider (identity against credit and electoral data, sanctions and PEP lists,
 * mortality data) would answer through its webhook; the contract keeps only what every
 * provider gives: a status, a reference and the list entries the investor matched.
 */
export const PROVIDER = 'Mock screening provider'

export interface ScreeningMatch {
  /** The list the entry is on (a sanctions list, a PEP list, a mortality register…). */
  list: string
  /** The name as the list holds it. */
  matched_name: string
  /** How close the provider judged the match, 0 to 100. */
  score: number
}

interface WatchlistEntry extends ScreeningMatch {
  /** The investor's name (first name and surname) the entry matches. */
  matches: string
  /** refer: a possible match for staff to review; fail: the provider could not verify them. */
  outcome: 'refer' | 'fail'
}

/** The names the mock's lists hold (the seed has an investor of each: people/screenings.ts). */
export const WATCHLIST: readonly WatchlistEntry[] = [
  {
    matches: 'Viktor Orlov',
    list: 'UK Sanctions List (OFSI consolidated list)',
    matched_name: 'ORLOV, Viktor Sergeyevich',
    score: 88,
    outcome: 'refer',
  },
  {
    matches: 'Marta Kessler',
    list: 'Mortality register (identity not verified)',
    matched_name: 'KESSLER, Marta',
    score: 100,
    outcome: 'fail',
  },
]

const normal = (s: unknown) =>
  String(s ?? '')
    .normalize('NFKD')
    .replace(/[^a-zA-Z ]/g, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')

/** The provider's answer for this investor: a match on a list refers or fails; else clear. */
export function screen(user: Row): {
  status: 'clear' | 'refer' | 'fail'
  matches: ScreeningMatch[]
} {
  const name = normal(`${String(user.name ?? '')} ${String(user.surname ?? '')}`)
  const hits = WATCHLIST.filter((e) => normal(e.matches) === name)
  const matches = hits.map(({ list, matched_name, score }) => ({ list, matched_name, score }))
  if (hits.some((e) => e.outcome === 'fail')) return { status: 'fail', matches }
  return hits.length ? { status: 'refer', matches } : { status: 'clear', matches: [] }
}

/** The matches in one line for the evidence ("List: name (score 88)"), or "None". */
export const matchesText = (matches: readonly ScreeningMatch[] | undefined) =>
  matches?.length
    ? matches.map((m) => `${m.list}: ${m.matched_name} (score ${m.score})`).join('; ')
    : 'None'
