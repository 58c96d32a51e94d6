import { describe, expect, it } from 'vitest'
import { validate } from '../form/validate'
import type { FieldDecl, FormSection, FormValues } from '../model/form-config'

const section = (...fields: FieldDecl[]): FormSection[] => [{ title: 'Details', fields }]
const one = (field: FieldDecl, value: FormValues[string]) =>
  validate(section(field), { [field.name]: value })[field.name]

/**
 * The client's checks speak the host's language (DESIGN: 422 "with Laravel's wording";
 * CONTRACT-FACTS §2.1: Laravel 11+ validation.php), so a message reads the same whether the
 * browser or the host found the problem. `:attribute` is the field's label, lower-cased.
 */
describe('validate: required', () => {
  it.each<[FieldDecl['kind'], FormValues[string]]>([
    ['text', ''],
    ['text', '   '],
    ['email', ''],
    ['number', null],
    ['money', null],
    ['select', ''],
    ['relation', null],
    ['checkboxes', []],
    ['file', []],
    ['checkbox', false],
  ])('a required %s field left as %j is "The … field is required."', (kind, value) => {
    expect(one({ name: 'x', label: 'First name', kind, required: true }, value)).toBe(
      'The first name field is required.',
    )
  })

  it('says nothing of an empty field that is not required, whatever its kind', () => {
    const fields: FieldDecl[] = [
      { name: 'a', label: 'A', kind: 'email' },
      { name: 'b', label: 'B', kind: 'url' },
      { name: 'c', label: 'C', kind: 'date' },
      { name: 'd', label: 'D', kind: 'number' },
      { name: 'e', label: 'E', kind: 'text', maxLength: 1 },
    ]
    expect(validate(section(...fields), { a: '', b: ' ', c: '', d: null, e: '' })).toEqual({})
  })

  it('accepts a filled required field and a 0 in a required number', () => {
    expect(one({ name: 'x', label: 'Name', kind: 'text', required: true }, 'Jane')).toBeUndefined()
    expect(one({ name: 'x', label: 'Amount', kind: 'number', required: true }, 0)).toBeUndefined()
  })
})

describe('validate: formats, in Laravel 11+ wording', () => {
  it('email', () => {
    const field: FieldDecl = { name: 'email', label: 'Email', kind: 'email' }
    expect(one(field, 'jane@example.com')).toBeUndefined()
    for (const bad of ['jane', 'jane@', 'jane@example', 'ja ne@example.com'])
      expect(one(field, bad)).toBe('The email field must be a valid email address.')
  })

  it('url', () => {
    const field: FieldDecl = { name: 'website', label: 'Website', kind: 'url' }
    expect(one(field, 'https://www.example.com')).toBeUndefined()
    expect(one(field, 'http://example.co.uk/path?q=1')).toBeUndefined()
    for (const bad of ['www.example.com', 'example', 'https://'])
      expect(one(field, bad)).toBe('The website field must be a valid URL.')
  })

  it('date (yyyy-mm-dd)', () => {
    const field: FieldDecl = { name: 'date_of_birth', label: 'Date of birth', kind: 'date' }
    expect(one(field, '1980-05-17')).toBeUndefined()
    for (const bad of ['17/05/1980', '1980-13-01', 'yesterday'])
      expect(one(field, bad)).toBe('The date of birth field must be a valid date.')
  })

  it('a date that does not exist (31 February) is not valid either', () => {
    const field: FieldDecl = { name: 'date_of_birth', label: 'Date of birth', kind: 'date' }
    expect(one(field, '1980-02-31')).toBe('The date of birth field must be a valid date.')
  })

  it('number and money: what the field could not read as a number', () => {
    for (const kind of ['number', 'money'] as const) {
      const field: FieldDecl = { name: 'amount', label: 'Amount', kind }
      expect(one(field, 12.5)).toBeUndefined()
      expect(one(field, '12,5x')).toBe('The amount field must be a number.')
    }
  })

  it('maxLength counts the trimmed text', () => {
    const field: FieldDecl = { name: 'postcode', label: 'Postcode', kind: 'text', maxLength: 8 }
    expect(one(field, 'SW1A 1AA')).toBeUndefined()
    expect(one(field, '  SW1A 1AA  ')).toBeUndefined()
    expect(one(field, 'SW1A 1AA X')).toBe(
      'The postcode field must not be greater than 8 characters.',
    )
  })

  it('a required field reports being empty before any format', () => {
    const field: FieldDecl = { name: 'email', label: 'Email', kind: 'email', required: true }
    expect(one(field, '')).toBe('The email field is required.')
  })
})

describe('validate: only what is on screen', () => {
  const sections: FormSection[] = [
    {
      title: 'Type',
      fields: [{ name: 'type', label: 'Type', kind: 'radio', required: true }],
    },
    {
      title: 'Company',
      fields: [
        {
          name: 'company_name',
          label: 'Company name',
          kind: 'text',
          required: true,
          when: (v) => v.type === 'company',
        },
        {
          name: 'company_number',
          label: 'Company number',
          kind: 'text',
          maxLength: 8,
          when: (v) => v.type === 'company',
        },
      ],
    },
  ]

  it('skips a field its `when` hides, however wrong its value', () => {
    expect(
      validate(sections, { type: 'individual', company_name: '', company_number: 'far too long' }),
    ).toEqual({})
  })

  it('checks the same field once its `when` shows it, and keys errors by field name', () => {
    expect(
      validate(sections, { type: 'company', company_name: '', company_number: 'far too long' }),
    ).toEqual({
      company_name: 'The company name field is required.',
      company_number: expect.stringMatching(/^The company number .*8 characters\.$/),
    })
  })

  it('reports every failing field across sections at once', () => {
    expect(Object.keys(validate(sections, { type: '', company_name: '' }))).toEqual(['type'])
  })
})
