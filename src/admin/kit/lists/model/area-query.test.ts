import { describe, expect, it } from 'vitest'
import { buildQuery } from '@/lib/api'
import { midSentence } from '../areas/area-helpers'
import { liveOpportunitiesArea, kpiPortfolioArea } from '../areas'
import { areaQuery, PER_PAGE } from './area-query'
import { humanise } from './labels'

const state = { search: '', filters: {}, sort: null, page: 1 }

describe('areaQuery', () => {
  it("sends the area's fixed filters, includes, default sort and page size", () => {
    expect(buildQuery(areaQuery(liveOpportunitiesArea, state, null))).toBe(
      `filter[stage]=2,3,4&include=industry&sort=-created_at&page=1&per_page=${PER_PAGE}`,
    )
  })

  it('lets a select filter replace a fixed filter of the same name', () => {
    const query = areaQuery(liveOpportunitiesArea, { ...state, filters: { stage: '1' } }, null)
    expect(query.filter).toEqual({ stage: '1' })
  })

  it("puts the search in the family's search filter, commas as spaces", () => {
    const query = areaQuery(
      kpiPortfolioArea,
      { ...state, search: 'revenue, growth', page: 3 },
      { id: 'name', direction: 'desc' },
    )
    expect(query).toMatchObject({ filter: { name: 'revenue growth' }, sort: ['-name'], page: 3 })
  })
})

describe('wording', () => {
  it('reads headings mid-sentence, keeping acronyms', () => {
    expect(midSentence('Live opportunities')).toBe('live opportunities')
    expect(midSentence('KPI reports')).toBe('KPI reports')
  })

  it('humanises enum values', () => {
    expect(humanise('private_manual')).toBe('Private manual')
    expect(humanise(null)).toBe('')
  })
})
