import { describe, expect, it } from 'vitest'
import { countryName, countryOptions } from './countries'

describe('countries', () => {
  it('offers every ISO country once by its English name, the UK first, then A to Z', () => {
    const options = countryOptions()
    expect(options).toHaveLength(249)
    expect(options[0]).toEqual({ value: 'GB', label: 'United Kingdom' })
    expect(new Set(options.map((o) => o.value)).size).toBe(249)
    const rest = options.slice(1).map((o) => o.label)
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en-GB')))
    expect(options.find((o) => o.value === 'FR')?.label).toBe('France')
    // Codes the browser names that are no country, or retired ones, are never offered.
    for (const code of ['EU', 'UN', 'ZZ', 'UK', 'XK'])
      expect(options.some((o) => o.value === code)).toBe(false)
  })

  it('names a stored code, keeps an unknown or malformed one as it is, and nothing for none', () => {
    expect(countryName('GB')).toBe('United Kingdom')
    expect(countryName('de')).toBe('Germany')
    expect(countryName('Narnia')).toBe('Narnia')
    expect(countryName(null)).toBe('')
    expect(countryName('')).toBe('')
  })
})
