import { describe, expect, it } from 'vitest'
import { buildQuery, parseListQuery, withQuery, type ListQuery } from './query-string'

/** A query with every spatie parameter. */
const EVERY_PARAMETER: ListQuery = {
  filter: { status: [2, 3], name: 'smith' },
  include: ['owner', 'notes.author'],
  sort: ['-created_at', 'name'],
  fields: { contacts: ['id', 'email'] },
  append: ['x'],
  type: 'kpi',
  page: 2,
  perPage: 50,
}

describe('buildQuery', () => {
  it('serialises every spatie parameter in a stable order', () => {
    expect(buildQuery(EVERY_PARAMETER)).toBe(
      'filter[status]=2,3&filter[name]=smith&include=owner,notes.author&sort=-created_at,name' +
        '&fields[contacts]=id,email&append=x&type=kpi&page=2&per_page=50',
    )
  })

  it('encodes values but keeps brackets, commas and dots readable', () => {
    expect(
      buildQuery({
        filter: {
          name: 'Smith & Sons+Co',
          'schedule.starts_between': ['2026-01-01', '2026-12-31'],
        },
      }),
    ).toBe(
      'filter[name]=Smith%20%26%20Sons%2BCo&filter[schedule.starts_between]=2026-01-01,2026-12-31',
    )
    expect(buildQuery({ filter: { q: 'a=b?c#d/é' } })).toBe('filter[q]=a%3Db%3Fc%23d%2F%C3%A9')
    expect(buildQuery({ type: 'a b' })).toBe('type=a%20b')
  })

  it('treats a comma inside a value as a list separator, as spatie does', () => {
    expect(buildQuery({ filter: { name: 'Smith, John' } })).toBe('filter[name]=Smith,%20John')
  })

  it('writes booleans and zero as spatie reads them', () => {
    expect(buildQuery({ filter: { active: true, archived: false, count: 0 } })).toBe(
      'filter[active]=true&filter[archived]=false&filter[count]=0',
    )
  })

  it('skips undefined, null, empty strings, empty lists and invalid pages', () => {
    expect(
      buildQuery({
        filter: { a: undefined, b: null, c: '', d: [], e: ['', 'x'] },
        include: [],
        sort: undefined,
        fields: { contacts: [], users: undefined },
        append: [''],
        page: 0,
        perPage: 1.5,
      }),
    ).toBe('filter[e]=x')
    expect(buildQuery({})).toBe('')
  })
})

describe('withQuery', () => {
  it('appends the query only when there is one', () => {
    expect(withQuery('/api/contacts', {})).toBe('/api/contacts')
    expect(withQuery('/api/contacts', { page: 3 })).toBe('/api/contacts?page=3')
    expect(withQuery('/api/contacts?x=1', { page: 3 })).toBe('/api/contacts?x=1&page=3')
  })
})

describe('parseListQuery', () => {
  it('reads a URL back into a ListQuery', () => {
    const params = new URLSearchParams(
      'filter[status]=2,3&filter[name]=smith&include=owner,notes.author&sort=-created_at' +
        '&fields[contacts]=id,email&append=x&type=kpi&page=2&per_page=50&utm_source=mail',
    )
    expect(parseListQuery(params)).toEqual({
      filter: { status: ['2', '3'], name: 'smith' },
      include: ['owner', 'notes.author'],
      sort: ['-created_at'],
      fields: { contacts: ['id', 'email'] },
      append: ['x'],
      type: 'kpi',
      page: 2,
      perPage: 50,
    })
  })

  it('understands percent-encoded brackets and PHP array filters', () => {
    const params = new URLSearchParams('filter%5Bstage%5D=1&filter[tag][]=a&filter[tag][]=b')
    expect(parseListQuery(params).filter).toEqual({ stage: '1', tag: ['a', 'b'] })
  })

  it('drops empty and invalid values', () => {
    const params = new URLSearchParams(
      'filter[name]=&filter[x]=,&fields[users]=,&sort=&page=-1&per_page=abc&include=,',
    )
    expect(parseListQuery(params)).toEqual({})
  })

  it.each<[string, ListQuery]>([
    ['everything', { ...EVERY_PARAMETER, filter: { status: [2, 3], name: 'Smith & Sons, Ltd+' } }],
    ['unicode and reserved characters', { filter: { q: 'é ü / ? # & = %' } }],
    ['only a page', { page: 7 }],
  ])('round-trips %s through the query string', (_label, query) => {
    const qs = buildQuery(query)
    expect(buildQuery(parseListQuery(new URLSearchParams(qs)))).toBe(qs)
  })
})
