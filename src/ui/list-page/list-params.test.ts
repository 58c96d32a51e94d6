import { describe, expect, it } from 'vitest'
import { readListParams, writeListParams } from './list-params'

const spec = {
  filters: [{ id: 'status', options: [{ value: 'open' }, { value: 'won' }] }],
  sortable: ['name', 'created_at'],
}
const url = (qs: string) => new URLSearchParams(qs)

describe('readListParams', () => {
  it('reads search, filters, sort and page', () => {
    expect(readListParams(url('search=+acme+&filter[status]=won&sort=-name&page=3'), spec)).toEqual(
      {
        search: 'acme',
        filters: { status: 'won' },
        sort: { id: 'name', direction: 'desc' },
        page: 3,
      },
    )
  })

  it('falls back to no search, no filters, the default sort and page 1', () => {
    expect(readListParams(url(''), spec)).toEqual({
      search: '',
      filters: {},
      sort: null,
      page: 1,
    })
  })

  it('drops what the page does not offer, so the API never sees it', () => {
    const params = readListParams(
      url('filter[status]=bogus&filter[role_id]=1&sort=password&page=-2'),
      spec,
    )
    expect(params).toEqual({ search: '', filters: {}, sort: null, page: 1 })
    expect(readListParams(url('page=abc'), spec).page).toBe(1)
  })
})

describe('writeListParams', () => {
  it('keeps other parameters and resets the page when the list is narrowed', () => {
    const next = writeListParams(url('tab=x&page=4&sort=name'), { search: 'acme' })
    expect(next.toString()).toBe('tab=x&sort=name&search=acme')
    const filtered = writeListParams(url('page=4'), { filters: { status: 'open' } })
    expect(filtered.get('filter[status]')).toBe('open')
    expect(filtered.has('page')).toBe(false)
  })

  it('writes sort as spatie does and removes emptied values', () => {
    const sorted = writeListParams(url('search=a&filter[status]=open'), {
      sort: { id: 'created_at', direction: 'desc' },
      search: '',
      filters: { status: null },
    })
    expect(sorted.toString()).toBe('sort=-created_at')
  })

  it('writes page 1 as no page at all, other pages as numbers', () => {
    expect(writeListParams(url('page=2'), { page: 1 }).toString()).toBe('')
    expect(writeListParams(url('sort=name'), { page: 5 }).toString()).toBe('sort=name&page=5')
  })
})
