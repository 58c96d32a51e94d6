import { describe, expect, it } from 'vitest'
import { Database } from '../db/db'
import { inRule, validate } from './validate'

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

describe('wildcard keys: each item, keyed and named by its raw concrete path', () => {
  const check = (rules: Record<string, string>, input: Record<string, unknown>) =>
    validate(rules, input, { db }).errors

  it('checks every item of a list, a missing or null one included', () => {
    const rules = { holders: 'required|array', 'holders.*.entitlement_amount': 'numeric|min:0' }
    expect(
      check(rules, {
        holders: [
          { entitlement_amount: 5 },
          { entitlement_amount: 'x' },
          {},
          { entitlement_amount: -1 },
        ],
      }),
    ).toEqual({
      'holders.1.entitlement_amount': ['The holders.1.entitlement_amount field must be a number.'],
      'holders.2.entitlement_amount': ['The holders.2.entitlement_amount field must be a number.'],
      'holders.3.entitlement_amount': [
        'The holders.3.entitlement_amount field must be at least 0.',
      ],
    })
  })

  it('takes an object’s keys (a PHP associative array) and skips a non-array', () => {
    const rules = { 'amounts.*': 'numeric|min:1' }
    expect(check(rules, { amounts: { 7: '250', 9: 0, 12: '' } })).toEqual({
      'amounts.9': ['The amounts.9 field must be at least 1.'],
      'amounts.12': ['The amounts.12 field must be a number.'],
    })
    expect(check(rules, { amounts: 'none' })).toEqual({})
    expect(check(rules, {})).toEqual({})
  })

  it('reports required and nullable items as Laravel does, the parent first', () => {
    const rules = { ids: 'required|array', 'ids.*': 'nullable|integer' }
    expect(check(rules, { ids: 'x' })).toEqual({ ids: ['The ids field must be an array.'] })
    expect(check(rules, { ids: [] })).toEqual({ ids: ['The ids field is required.'] })
    expect(check(rules, { ids: [null, '2', 'b'] })).toEqual({
      'ids.2': ['The ids.2 field must be an integer.'],
    })
    expect(check({ 'answers.*.question_id': 'required|integer' }, { answers: [{}] })).toEqual({
      'answers.0.question_id': ['The answers.0.question_id field is required.'],
    })
  })
})

describe('exists with where pairs', () => {
  it('also requires the other columns to hold their values', async () => {
    const local = new Database()
    await local.table('investments').insert({ id: 4, investment_opportunity_id: 2 })
    const rule = { 'ids.*': 'integer|exists:investments,id,investment_opportunity_id,2' }
    expect(validate(rule, { ids: [4] }, { db: local }).errors).toEqual({})
    const other = { 'ids.*': 'exists:investments,id,investment_opportunity_id,3' }
    expect(validate(other, { ids: [4] }, { db: local }).errors).toEqual({
      'ids.0': ['The selected ids.0 is invalid.'],
    })
    const notItself = { id: 'exists:investments,id,id,!4' }
    expect(validate(notItself, { id: 4 }, { db: local }).errors).toEqual({
      id: ['The selected id is invalid.'],
    })
  })
})

describe('more of Laravel’s rules', () => {
  it('in: quoted values (Rule::in) keep their commas, quotes and pipes', () => {
    const rule = ['string', inRule(['£5,000 or more', 'Say "no"', 'a|b'])]
    for (const ok of ['£5,000 or more', 'Say "no"', 'a|b'])
      expect(validate({ pick: rule }, { pick: ok }, { db }).errors).toEqual({})
    expect(validate({ pick: rule }, { pick: '£5' }, { db }).errors).toEqual({
      pick: ['The selected pick is invalid.'],
    })
  })

  it('size counts an associative array’s keys', () => {
    const rules = { answers: 'required|array|size:2' }
    expect(validate(rules, { answers: { 0: 'a', 1: 'b' } }, { db }).errors).toEqual({})
    expect(validate(rules, { answers: { 0: 'a' } }, { db }).errors).toEqual({
      answers: ['The answers field must contain 2 items.'],
    })
  })

  it('mimes: by the sniffed type of the upload', () => {
    const file = (type: string) => ({ favicon: { name: 'f', size: 10, type } })
    const rules = { favicon: 'mimes:ico,png,svg' }
    expect(validate(rules, file('image/vnd.microsoft.icon'), { db }).errors).toEqual({})
    expect(validate(rules, file('image/jpeg'), { db }).errors).toEqual({
      favicon: ['The favicon field must be a file of type: ico, png, svg.'],
    })
  })

  it('after_or_equal: a date or the host’s today', () => {
    const opts = { db, today: '2026-11-29' }
    const rules = { due_date: 'date|after_or_equal:today' }
    expect(validate(rules, { due_date: '2026-11-29' }, opts).errors).toEqual({})
    expect(validate(rules, { due_date: '2026-11-28' }, opts).errors).toEqual({
      due_date: ['The due date field must be a date after or equal to today.'],
    })
    expect(run('after_or_equal:2026-10-01', '2026-09-30').errors.amount).toEqual([
      'The amount field must be a date after or equal to 2026-10-01.',
    ])
  })
})

describe('accepted: implicit, as Laravel runs it on an absent field too', () => {
  const accept = (input: Record<string, unknown>) =>
    validate({ terms: 'accepted' }, input, { db }).errors
  it.each([true, 1, '1', 'yes', 'on', 'true'])('takes %j', (value) => {
    expect(accept({ terms: value })).toEqual({})
  })
  it.each([[{}], [{ terms: false }], [{ terms: '' }], [{ terms: 'no' }], [{ terms: 0 }]])(
    'refuses %j',
    (input) => {
      expect(accept(input)).toEqual({ terms: ['The terms field must be accepted.'] })
    },
  )
})
