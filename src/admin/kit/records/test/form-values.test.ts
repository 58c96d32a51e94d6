import { describe, expect, it } from 'vitest'
import { filesOf, initialValues, isDirty, toRequestBody, visibleFields } from '../form/form-values'
import type { FieldDecl, FormSection } from '../model/form-config'

const fields: FieldDecl[] = [
  { name: 'name', label: 'Name', kind: 'text' },
  { name: 'notes', label: 'Notes', kind: 'textarea' },
  { name: 'email', label: 'Email', kind: 'email' },
  { name: 'amount', label: 'Amount', kind: 'money' },
  { name: 'shares', label: 'Shares', kind: 'number' },
  { name: 'date_of_birth', label: 'Date of birth', kind: 'date' },
  { name: 'owner_id', label: 'Owner', kind: 'relation' },
  { name: 'lead_status_id', label: 'Lead status', kind: 'select' },
  { name: 'country', label: 'Country', kind: 'select' },
  { name: 'type', label: 'Type', kind: 'radio' },
  { name: 'is_primary', label: 'Primary', kind: 'checkbox' },
  { name: 'interests', label: 'Interests', kind: 'checkboxes' },
  { name: 'file', label: 'File', kind: 'file' },
]
const sections: FormSection[] = [
  { title: 'One', fields: fields.slice(0, 6) },
  { title: 'Two', fields: fields.slice(6) },
]

describe('toRequestBody', () => {
  it('sends empty text as null (nullable), keeps typed text, and leaves files out', () => {
    const body = toRequestBody(sections, {
      ...initialValues(sections, null),
      name: 'Jane',
      notes: '   ',
      email: '',
      file: [new File(['x'], 'a.pdf')],
    })
    expect(body).toMatchObject({ name: 'Jane', notes: null, email: null, date_of_birth: null })
    expect(body).not.toHaveProperty('file')
  })

  it('sends ids as numbers and words as words, an unchosen choice as null', () => {
    const body = toRequestBody(sections, {
      ...initialValues(sections, null),
      owner_id: '12',
      lead_status_id: '3',
      country: 'GB',
      type: '',
    })
    expect(body.owner_id).toBe(12)
    expect(body.lead_status_id).toBe(3)
    expect(body.country).toBe('GB')
    expect(body.type).toBeNull()
    expect(toRequestBody(sections, { ...initialValues(sections, null) }).owner_id).toBeNull()
  })

  it('sends a checkbox as 1 or 0, numbers as numbers, a checkbox group as its list', () => {
    const base = initialValues(sections, null)
    expect(toRequestBody(sections, { ...base, is_primary: true }).is_primary).toBe(1)
    expect(toRequestBody(sections, { ...base, is_primary: false }).is_primary).toBe(0)
    const body = toRequestBody(sections, { ...base, amount: 2500, shares: 0, interests: ['a'] })
    expect(body).toMatchObject({ amount: 2500, shares: 0, interests: ['a'] })
    expect(toRequestBody(sections, base).amount).toBeNull()
  })

  it('sends only the fields on screen: a hidden field is not sent at all', () => {
    const gated: FormSection[] = [
      {
        title: 'Type',
        fields: [
          { name: 'type', label: 'Type', kind: 'radio' },
          {
            name: 'company_name',
            label: 'Company name',
            kind: 'text',
            when: (v) => v.type === 'company',
          },
        ],
      },
    ]
    expect(toRequestBody(gated, { type: 'individual', company_name: 'Acme' })).toEqual({
      type: 'individual',
    })
    expect(toRequestBody(gated, { type: 'company', company_name: 'Acme' })).toEqual({
      type: 'company',
      company_name: 'Acme',
    })
    expect(visibleFields(gated, { type: 'individual' }).map((f) => f.name)).toEqual(['type'])
  })
})

describe('initialValues', () => {
  it("starts a create form from each kind's empty value, or the declared default", () => {
    expect(initialValues(sections, null, { country: 'GB' })).toEqual({
      name: '',
      notes: '',
      email: '',
      amount: null,
      shares: null,
      date_of_birth: '',
      owner_id: null,
      lead_status_id: '',
      country: 'GB',
      type: '',
      is_primary: false,
      interests: [],
      file: [],
    })
  })

  it('starts an edit form from the record: dates as yyyy-mm-dd, ids as text, 1 as checked', () => {
    const values = initialValues(sections, {
      name: 'Jane',
      notes: null,
      amount: '2500.00',
      date_of_birth: '1980-05-17T00:00:00.000000Z',
      owner_id: 10,
      lead_status_id: 3,
      is_primary: 1,
      interests: [1, 2],
      file: 'stored.pdf',
    })
    expect(values).toMatchObject({
      name: 'Jane',
      notes: '',
      amount: 2500,
      date_of_birth: '1980-05-17',
      owner_id: '10',
      lead_status_id: '3',
      is_primary: true,
      interests: ['1', '2'],
      file: [],
    })
  })

  it('lets fromRecord override what a record field would give (edit only)', () => {
    const override = { name: 'From elsewhere' }
    expect(initialValues(sections, { name: 'Jane' }, {}, override).name).toBe('From elsewhere')
    expect(initialValues(sections, null, {}, override).name).toBe('')
  })
})

describe('isDirty and filesOf', () => {
  it('is dirty only once a value differs from where the form started', () => {
    const start = initialValues(sections, null)
    expect(isDirty(start, { ...start })).toBe(false)
    expect(isDirty(start, { ...start, interests: [] })).toBe(false)
    expect(isDirty(start, { ...start, name: 'J' })).toBe(true)
    expect(isDirty(start, { ...start, interests: ['a'] })).toBe(true)
  })

  it('lists chosen files by field name, or null when none', () => {
    const start = initialValues(sections, null)
    expect(filesOf(sections, start)).toBeNull()
    const file = new File(['x'], 'a.pdf')
    expect(filesOf(sections, { ...start, file: [file] })).toEqual([['file', file]])
  })
})
