import { describe, expect, it } from 'vitest'
import { Database } from '../db/db'
import { validate } from './validate'

const db = new Database()
const run = (rule: string, value: unknown) => validate({ amount: rule }, { amount: value }, { db })

describe('numeric: PHP is_numeric on strings, finite JSON numbers', () => {
  it.each([
    5000,
    0,
    -12.5,
    1e3,
    '5000',
    ' 5000',
    '5000 ',
    '+5000',
    '-5000',
    '5000.',
    '.5',
    '1e3',
    '1E-2',
    '0005',
  ])('accepts %j', (value) => {
    const r = run('required|numeric', value)
    expect(r.errors).toEqual({})
    expect(r.data.amount).toBe(Number(value))
  })

  it.each([
    Infinity,
    -Infinity,
    NaN,
    '0x1388',
    '0b101',
    'INF',
    'NAN',
    'Infinity',
    '1e',
    '.',
    '1e999',
    '5 000',
    '£5000',
    [5000],
    { value: 5000 },
    true,
    false,
  ])('refuses %j with Laravel’s message', (value) => {
    expect(run('required|numeric', value).errors).toEqual({
      amount: ['The amount field must be a number.'],
    })
  })
})

describe('decimal: Laravel’s decimal:min,max', () => {
  it.each([5000, 5000.5, 5000.25, '5000.25', '5000.', 1e3, '-3.10'])('accepts %j for 0,2', (v) => {
    expect(run('required|numeric|decimal:0,2', v).errors).toEqual({})
  })

  it.each([5000.001, '5000.125', '5e3', ' 5000', 1e21])('refuses %j for 0,2', (v) => {
    expect(run('required|numeric|decimal:0,2', v).errors).toEqual({
      amount: ['The amount field must have 0-2 decimal places.'],
    })
  })

  it('names a single count alone and checks numeric first', () => {
    expect(run('decimal:2', '5.1').errors.amount).toEqual([
      'The amount field must have 2 decimal places.',
    ])
    expect(run('decimal:2', '5.10').errors).toEqual({})
    expect(run('decimal:0,2', 'abc').errors.amount).toEqual([
      'The amount field must have 0-2 decimal places.',
    ])
  })
})

describe('integer', () => {
  it('refuses arrays, objects, booleans and fractions; takes integer strings', () => {
    for (const v of [[5], { a: 5 }, true, 5.5, '5.5', Infinity])
      expect(run('integer', v).errors.amount, JSON.stringify(v)).toEqual([
        'The amount field must be an integer.',
      ])
    expect(run('integer', '42').data.amount).toBe(42)
    expect(run('integer', -3).data.amount).toBe(-3)
  })
})
