import { describe, expect, it } from 'vitest'
import { mergeNavigation, termValues } from './navigation-patch'

describe('mergeNavigation', () => {
  it('writes this page’s words and keeps every other key as it was', () => {
    const current = JSON.stringify({ investors: 'Members', custom_key: 'kept', portfolio: 'Mine' })
    expect(
      mergeNavigation(current, { investments: 'Deals on offer', portfolio: 'Holdings' }),
    ).toEqual({
      investors: 'Members',
      custom_key: 'kept',
      portfolio: 'Holdings',
      investments: 'Deals on offer',
    })
  })

  it('drops an emptied word so the default applies, and trims words', () => {
    const current = { investments: 'Opportunities', reports: 'Updates' }
    expect(mergeNavigation(current, { investments: '   ', reports: '  News  ' })).toEqual({
      reports: 'News',
    })
  })

  it('starts from nothing when the saved JSON is unreadable', () => {
    expect(mergeNavigation('{bad', { news: 'Insights' })).toEqual({ news: 'Insights' })
  })
})

describe('termValues', () => {
  it('gives the saved word or empty (the default) for each of the page’s terms', () => {
    expect(termValues('{"news":"Insights","funds":"Pools"}', ['news', 'overview'])).toEqual({
      news: 'Insights',
      overview: '',
    })
  })
})
