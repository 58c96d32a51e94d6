import { describe, expect, it } from 'vitest'
import { formatSignedGBP, formatSignedPercent } from './format'

describe('portfolio formats', () => {
  it('signs gains and losses in words', () => {
    expect(formatSignedGBP(1250)).toBe('+£1,250')
    expect(formatSignedGBP(-300.5)).toBe('-£300.50')
    expect(formatSignedGBP(0)).toBe('£0')
    expect(formatSignedPercent(29.85)).toBe('+29.85%')
    expect(formatSignedPercent(-3)).toBe('-3%')
  })
})
