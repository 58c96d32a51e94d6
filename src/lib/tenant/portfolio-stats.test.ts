import { describe, expect, it } from 'vitest'
import { parsePortfolioStats, PORTFOLIO_STATS } from './portfolio-stats'

describe('parsePortfolioStats', () => {
  it('reads the chosen stats in their order, from JSON or a list', () => {
    expect(parsePortfolioStats('["change","invested"]')).toEqual(['change', 'invested'])
    expect(parsePortfolioStats(['holdings', 'nope', 'holdings'])).toEqual(['holdings'])
  })

  it('falls back to every stat when unset, malformed or empty', () => {
    for (const raw of [null, undefined, '', '{', '{}', '[]', '["nope"]', 3])
      expect(parsePortfolioStats(raw)).toEqual([...PORTFOLIO_STATS])
  })
})
