import { describe, expect, it } from 'vitest'
import { queryErrorMessage, UNREADABLE_MESSAGE } from '../error-messages'
import {
  DecodeError,
  decodeList,
  decodeMessage,
  decodeOptionalRecord,
  decodePage,
  decodeRecord,
  personName,
  personNameParts,
} from '.'

const ROW = { id: 7, name: 'Acme', status: 'approved' }

describe('decodeRecord', () => {
  it('reads a record wrapped in data (a JsonResource)', () => {
    expect(decodeRecord({ data: ROW }, 'the organisation')).toEqual(ROW)
    expect(decodeRecord({ data: ROW, meta: { x: 1 } }, 'the organisation')).toEqual(ROW)
  })

  it('reads the bare record a stock controller returns', () => {
    expect(decodeRecord(ROW, 'the organisation')).toEqual(ROW)
  })

  it('keeps a bare record whose own column is called data', () => {
    const row = { id: 1, data: { a: 1 } }
    expect(decodeRecord(row, 'the row')).toEqual(row)
  })

  it('reads a partial record as it is (defaults are the reader’s)', () => {
    expect(decodeRecord({ data: { id: 7 } }, 'the organisation')).toEqual({ id: 7 })
  })

  it.each([
    ['null', null],
    ['an HTML page', '<!doctype html><html></html>'],
    ['a list', [ROW]],
    ['a number', 42],
    ['an empty object', {}],
    ['nothing', undefined],
  ])('rejects %s with a DecodeError naming what was read', (_, body) => {
    expect(() => decodeRecord(body, 'the organisation')).toThrow(DecodeError)
    expect(() => decodeRecord(body, 'the organisation')).toThrow(/Could not read the organisation/)
  })

  it('maps to the unreadable message of the error states', () => {
    let caught: unknown
    try {
      decodeRecord('<html>', 'x')
    } catch (err) {
      caught = err
    }
    expect(queryErrorMessage(caught)).toBe(UNREADABLE_MESSAGE)
    expect(queryErrorMessage(new Error('other'))).toBeNull()
  })
})

describe('decodeOptionalRecord', () => {
  it('answers null for an empty body or {data: null}', () => {
    expect(decodeOptionalRecord(null, 'x')).toBeNull()
    expect(decodeOptionalRecord('', 'x')).toBeNull()
    expect(decodeOptionalRecord({ data: null }, 'x')).toBeNull()
    expect(decodeOptionalRecord({ data: ROW }, 'x')).toEqual(ROW)
  })
})

describe('decodeList', () => {
  it('reads a bare or wrapped list and rejects anything else', () => {
    expect(decodeList([ROW], 'x')).toEqual([ROW])
    expect(decodeList({ data: [ROW] }, 'x')).toEqual([ROW])
    expect(() => decodeList({ data: ROW }, 'x')).toThrow(DecodeError)
    expect(() => decodeList('nope', 'x')).toThrow(DecodeError)
  })
})

describe('decodePage', () => {
  const PAGE = {
    current_page: 2,
    data: [ROW],
    first_page_url: '/api/x?page=1',
    from: 11,
    last_page: 3,
    last_page_url: '/api/x?page=3',
    links: [],
    next_page_url: '/api/x?page=3',
    path: '/api/x',
    per_page: 10,
    prev_page_url: '/api/x?page=1',
    to: 11,
    total: 21,
  }

  it("reads Laravel's paginator as it is", () => {
    expect(decodePage(PAGE, 'x')).toEqual(PAGE)
  })

  it('reads the figures from meta (a resource collection)', () => {
    const { data, ...meta } = PAGE
    const page = decodePage({ data, meta, links: {} }, 'x')
    expect(page).toMatchObject({ current_page: 2, last_page: 3, total: 21, per_page: 10 })
    expect(page.links).toEqual([])
  })

  it('defaults a partial paginator from its rows: one page of what came', () => {
    expect(decodePage({ data: [ROW, ROW] }, 'x')).toMatchObject({
      data: [ROW, ROW],
      current_page: 1,
      last_page: 1,
      total: 2,
      from: 1,
      to: 2,
      next_page_url: null,
    })
    expect(decodePage({ data: [] }, 'x')).toMatchObject({ total: 0, from: null, last_page: 1 })
  })

  it.each([
    ['a bare list', [ROW]],
    ['a record', { data: ROW }],
    ['null', null],
    ['an HTML page', '<html>'],
  ])('rejects %s', (_, body) => {
    expect(() => decodePage(body, 'the contacts list')).toThrow(DecodeError)
  })
})

describe('decodeMessage', () => {
  it('reads the message or falls back to the client’s words', () => {
    expect(decodeMessage({ message: 'Sent!' }, 'Done.')).toEqual({ message: 'Sent!' })
    expect(decodeMessage('', 'Done.')).toEqual({ message: 'Done.' })
    expect(decodeMessage({ message: 3 }, 'Done.')).toEqual({ message: 'Done.' })
  })
})

describe('personName', () => {
  it('joins name and surname (contract users)', () => {
    expect(personName({ name: 'Ada', surname: 'Lovelace' })).toBe('Ada Lovelace')
  })

  it('reads a single name (a stock host), never printing "undefined"', () => {
    expect(personName({ name: 'Ada Lovelace' })).toBe('Ada Lovelace')
    expect(personName({ name: 'Ada', surname: null })).toBe('Ada')
  })

  it('joins first and last name (contacts) or reads a contact with a single name', () => {
    expect(personName({ first_name: 'Grace', last_name: 'Hopper' })).toBe('Grace Hopper')
    expect(personName({ name: 'Grace Hopper', email: 'g@example.com' } as never)).toBe(
      'Grace Hopper',
    )
  })

  it('uses the fallback when there is no name at all', () => {
    expect(personName({}, 'Unnamed')).toBe('Unnamed')
    expect(personName(null, 'Unnamed')).toBe('Unnamed')
    expect(personName({ name: 42 }, 'Unnamed')).toBe('Unnamed')
  })

  it('splits a single name at its last space for first/last parts', () => {
    expect(personNameParts({ name: 'Ada King Lovelace' })).toEqual({
      first: 'Ada King',
      last: 'Lovelace',
    })
    expect(personNameParts({ name: 'Ada', surname: 'Lovelace' })).toEqual({
      first: 'Ada',
      last: 'Lovelace',
    })
  })
})
