/**
 * spatie/laravel-query-builder parameters (CONTRACT-FACTS §3) plus Laravel's page/per_page.
 * Lists are comma-joined, as spatie splits on ','. A comma inside one value cannot be expressed:
 * spatie splits after URL-decoding, so even %2C would split. Commas are therefore written
 * literally everywhere, which keeps build -> parse -> build stable.
 */

export type FilterScalar = string | number | boolean
export type FilterValue = FilterScalar | readonly FilterScalar[] | null | undefined

export interface ListQuery {
  /** `filter[key]=a,b`; an array is an IN / OR list. */
  filter?: Record<string, FilterValue>
  /** Relation names, nested with dots, or `<relation>Count` / `<relation>Exists`. */
  include?: readonly string[]
  /** Column names; a leading '-' sorts descending. */
  sort?: readonly string[]
  /** Sparse fieldsets keyed by table name. */
  fields?: Record<string, readonly string[] | undefined>
  append?: readonly string[]
  type?: string
  page?: number
  perPage?: number
}

// Brackets and commas stay readable in URLs and logs; PHP decodes either form the same way.
const enc = (value: string) => encodeURIComponent(value).replace(/%2C/gi, ',')
const key = (name: string, sub?: string) =>
  sub === undefined ? enc(name) : `${enc(name)}[${enc(sub)}]`

/** The non-empty items of a value, as strings; [] means "leave the parameter out". */
function items(value: FilterValue | readonly string[]): string[] {
  if (value === null || value === undefined) return []
  const list: readonly FilterScalar[] = typeof value === 'object' ? value : [value]
  return list.map((item) => String(item)).filter((item) => item !== '')
}

const joined = (value: FilterValue | readonly string[]) => items(value).map(enc).join(',')

const isPositiveInt = (n: unknown): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n > 0

/** Serialises a ListQuery (no leading '?'); undefined, null, '' and [] are skipped. */
export function buildQuery(query: ListQuery): string {
  const parts: string[] = []
  const add = (name: string, value: string) => {
    if (value !== '') parts.push(`${name}=${value}`)
  }
  for (const [name, value] of Object.entries(query.filter ?? {}))
    add(key('filter', name), joined(value))
  add('include', joined(query.include))
  add('sort', joined(query.sort))
  for (const [table, list] of Object.entries(query.fields ?? {}))
    add(key('fields', table), joined(list))
  add('append', joined(query.append))
  if (query.type !== undefined) add('type', enc(query.type))
  if (isPositiveInt(query.page)) add('page', String(query.page))
  if (isPositiveInt(query.perPage)) add('per_page', String(query.perPage))
  return parts.join('&')
}

/** `path?query`, or just `path` when the query is empty. */
export function withQuery(path: string, query: ListQuery): string {
  const qs = buildQuery(query)
  return qs === '' ? path : `${path}${path.includes('?') ? '&' : '?'}${qs}`
}

const split = (value: string) => value.split(',').filter((item) => item !== '')

const positiveInt = (value: string | null): number | undefined => {
  if (value === null || !/^\d+$/.test(value)) return undefined
  const n = Number(value)
  return n > 0 && Number.isSafeInteger(n) ? n : undefined
}

const BRACKETED = /^(filter|fields)\[([^\]]+)\](\[\])?$/

/**
 * The inverse of buildQuery, for list pages that keep their state in the URL. Filter values
 * with a comma become arrays, others stay strings; unknown parameters are ignored.
 */
export function parseListQuery(params: URLSearchParams): ListQuery {
  const query: ListQuery = {}
  for (const [name, value] of params) {
    const match = BRACKETED.exec(name)
    const list = split(value)
    if (!match || list.length === 0) continue
    const [, group, sub, phpArray] = match
    if (group === 'fields') {
      ;(query.fields ??= {})[sub] = list
      continue
    }
    const filter = (query.filter ??= {})
    // PHP array syntax (filter[x][]=a&filter[x][]=b) accumulates like a comma list.
    if (phpArray) filter[sub] = [...items(filter[sub]), ...list]
    else filter[sub] = value.includes(',') ? list : value
  }
  for (const name of ['include', 'sort', 'append'] as const) {
    const list = split(params.get(name) ?? '')
    if (list.length > 0) query[name] = list
  }
  const type = params.get('type')
  if (type) query.type = type
  const page = positiveInt(params.get('page'))
  if (page !== undefined) query.page = page
  const perPage = positiveInt(params.get('per_page'))
  if (perPage !== undefined) query.perPage = perPage
  return query
}
