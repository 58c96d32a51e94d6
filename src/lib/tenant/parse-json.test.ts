import { describe, expect, it } from 'vitest'
import { parseColours, parseJsonObject, parseNavigation } from './parse-json'

describe('parseJsonObject', () => {
  it('reads a JSON object from a string or an already-decoded object', () => {
    expect(parseJsonObject('{"a":1}')).toEqual({ a: 1 })
    expect(parseJsonObject({ a: 1 })).toEqual({ a: 1 })
  })

  it.each([undefined, null, '', 'not json', '{"a":', '[1,2]', '"text"', '42', 'null', 7, []])(
    'reads %j as {}',
    (raw) => {
      expect(parseJsonObject(raw)).toEqual({})
    },
  )
})

describe('parseColours / parseNavigation', () => {
  it('keeps only non-empty string values, trimmed', () => {
    expect(parseColours('{"primary":" #0b3d5c ","accent":"","muted":3,"text":null}')).toEqual({
      primary: '#0b3d5c',
    })
    expect(parseNavigation({ investments: 'Deals', reports: ['x'] })).toEqual({
      investments: 'Deals',
    })
  })

  it('cannot be used to reach a prototype', () => {
    const parsed = parseNavigation('{"__proto__":"polluted","investments":"Deals"}')
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('falls back to nothing on bad JSON', () => {
    expect(parseColours('{primary: red}')).toEqual({})
    expect(parseNavigation('oops')).toEqual({})
  })
})
