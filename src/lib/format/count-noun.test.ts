import { describe, expect, it } from 'vitest'
import { countNoun, singularOf } from './count-noun'

describe('countNoun', () => {
  it('agrees with its count', () => {
    expect(countNoun(1, 'investors')).toBe('1 investor')
    expect(countNoun(0, 'investors')).toBe('0 investors')
    expect(countNoun(12480, 'investors')).toBe('12,480 investors')
    expect(countNoun(1, 'opportunities')).toBe('1 opportunity')
  })

  it('makes the singular of the lists’ nouns', () => {
    expect(singularOf('organisation applications')).toBe('organisation application')
    expect(singularOf('KPIs')).toBe('KPI')
    expect(singularOf('boxes')).toBe('box')
    expect(singularOf('business')).toBe('business')
    expect(singularOf('news')).toBe('news')
    expect(singularOf('lead statuses')).toBe('lead status')
    expect(singularOf('people')).toBe('person')
    expect(singularOf('industries')).toBe('industry')
    expect(singularOf('investment sub-types')).toBe('investment sub-type')
  })
})
