/** The spatie/laravel-query-builder parameters of one request, parsed as Laravel reads them. */
export interface ListQuery {
  filters: Map<string, string[]>
  includes: string[]
  sorts: { field: string; desc: boolean }[]
  fields: Map<string, string[]>
  appends: string[]
  type: string | null
  page: number
  perPage: number
}

export const DEFAULT_PER_PAGE = 15
export const MAX_PER_PAGE = 100

const list = (v: string | null) =>
  (v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)

const BRACKETED = {
  filter: /^filter\[([^\]]+)\](\[\])?$/,
  fields: /^fields\[([^\]]+)\](\[\])?$/,
}

/** `filter[x]=a,b`, `filter[x][]=a&filter[x][]=b`, `fields[t]=a,b` (PHP array syntax). */
function bracketed(query: URLSearchParams, name: keyof typeof BRACKETED): Map<string, string[]> {
  const out = new Map<string, string[]>()
  const pattern = BRACKETED[name]
  for (const [key, value] of query.entries()) {
    const m = pattern.exec(key)
    if (!m) continue
    const values = m[2] ? [value] : list(value)
    out.set(m[1], [...(out.get(m[1]) ?? []), ...values])
  }
  return out
}

function positiveInt(v: string | null): number | null {
  if (v === null || !/^\d+$/.test(v)) return null
  const n = Number(v)
  return n >= 1 ? n : null
}

export function parseListQuery(query: URLSearchParams): ListQuery {
  const perPage = positiveInt(query.get('per_page'))
  return {
    filters: bracketed(query, 'filter'),
    includes: list(query.get('include')),
    sorts: list(query.get('sort')).map((s) =>
      s.startsWith('-') ? { field: s.slice(1), desc: true } : { field: s, desc: false },
    ),
    fields: bracketed(query, 'fields'),
    appends: list(query.get('append')),
    type: query.get('type'),
    page: positiveInt(query.get('page')) ?? 1,
    perPage: Math.min(perPage ?? DEFAULT_PER_PAGE, MAX_PER_PAGE),
  }
}

/** spatie's "true"/"false" strings become booleans. */
export function filterValue(v: string): string | boolean {
  if (v === 'true') return true
  if (v === 'false') return false
  return v
}

/** The key a resource answers to in fields[...]: the snake_case plural table name. */
export function fieldsKey(family: string): string {
  return family.replace(/-/g, '_')
}

export function snake(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase()
}
