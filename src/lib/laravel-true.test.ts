import { describe, expect, it } from 'vitest'
import { isLaravelTrue } from './laravel-true'

describe('isLaravelTrue', () => {
  it('reads 1, true, "1" and "true" as true', () => {
    for (const v of [1, true, '1', 'true']) expect(isLaravelTrue(v)).toBe(true)
  })

  it('reads everything else as false, a missing value included', () => {
    for (const v of [0, false, '0', 'false', '', null, undefined, 2, 'yes', {}])
      expect(isLaravelTrue(v)).toBe(false)
  })
})
