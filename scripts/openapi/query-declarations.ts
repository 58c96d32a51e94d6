/**
 * What each REST family's list declares in openapi/ for spatie/laravel-query-builder: its
 * allowed filters (exact, partial, scope), sorts, includes, appends and `type=` values, read
 * from the index operation's description in openapi/resources/<family>.yaml, where the
 * contract writes them ("Filters: exact `id`; partial `name`; scope `search` (…).",
 * "Sorts: `id`, `name`. Default `-created_at`.", "Includes: …", "Appends: …", "`type=kpi`").
 * The contract tests hold the app's requests and the mock's enforcement to it.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseYaml } from '@redocly/openapi-core'
import { OPENAPI_DIR } from './assemble'

export type FilterKind = 'exact' | 'partial' | 'scope'

export interface QueryDeclaration {
  family: string
  filters: Map<string, FilterKind>
  sorts: string[]
  defaultSort: string | null
  includes: string[]
  appends: string[]
  types: string[]
  /** Relation (snake_case attribute) -> the family its records belong to, from the schemas. */
  relations: Map<string, string>
}

type Obj = Record<string, unknown>
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v)

const ticked = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1])

/** Drops parenthesised asides, nested ones included: "(1: not cancelled, (…))". */
function withoutAsides(text: string): string {
  let out = ''
  let depth = 0
  for (const ch of text) {
    if (ch === '(') depth += 1
    else if (ch === ')') depth = Math.max(0, depth - 1)
    else if (depth === 0) out += ch
  }
  return out
}

/**
 * The text of a "Name: …" section (also "Name (`…`): …"): its first sentence, without the
 * parenthesised asides, which may name other things (`pivot`, snake_case keys, `1`: …);
 * `sentences` more for Sorts, whose default is a sentence of its own.
 */
function section(description: string, name: string, sentences = 1): string {
  const start = new RegExp(`(^|\\n)\\s*${name}(\\s*\\([^)]*\\))?:`).exec(description)
  if (!start) return ''
  const rest = withoutAsides(description.slice(start.index + start[0].length))
  const parts = rest.split(/\.(?=\s|$)/)
  return parts.slice(0, sentences).join('.')
}

function filtersOf(text: string): Map<string, FilterKind> {
  const filters = new Map<string, FilterKind>()
  for (const clause of withoutAsides(text).split(';')) {
    const word = clause.trim().split(/\s+/)[0]
    const kind: FilterKind =
      word === 'partial' ? 'partial' : word === 'scope' || word === 'scopes' ? 'scope' : 'exact'
    for (const name of ticked(clause)) filters.set(name, kind)
  }
  return filters
}

/** The declaration in one index operation's description. */
export function parseQueryDeclaration(family: string, description: string): QueryDeclaration {
  const sorts = section(description, 'Sorts', 2)
  const [listed, defaults = ''] = sorts.split(/\bDefault\b/)
  const types = [
    ...[...description.matchAll(/`type=([a-z_|]+)`/g)].flatMap((m) => m[1].split('|')),
    ...ticked(section(description, 'Types')).filter((n) => !n.includes('=')),
  ]
  return {
    family,
    filters: filtersOf(section(description, 'Filters')),
    sorts: ticked(listed),
    defaultSort: ticked(defaults)[0] ?? null,
    includes: ticked(withoutAsides(section(description, 'Includes'))).filter(
      (n) => !n.includes('<'),
    ),
    appends: ticked(withoutAsides(section(description, 'Appends'))),
    types: [...new Set(types)],
    relations: new Map(),
  }
}

let cache: Map<string, QueryDeclaration> | null = null

/** Every family's declaration, keyed by family (the resource file's name). */
export function queryDeclarations(): Map<string, QueryDeclaration> {
  if (cache) return cache
  cache = new Map()
  const dir = join(OPENAPI_DIR, 'resources')
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .sort()) {
    const family = file.replace(/\.yaml$/, '')
    const doc = parseYaml(readFileSync(join(dir, file), 'utf8')) as unknown
    const get = isObj(doc) && isObj(doc.collection) ? doc.collection.get : undefined
    if (isObj(get) && typeof get.description === 'string')
      cache.set(family, {
        ...parseQueryDeclaration(family, get.description),
        relations: relationsOf(family, isObj(doc) ? doc.schemas : undefined),
      })
  }
  return cache
}

/** Each schema property that holds other records, and the family (file) its $ref names. */
function relationsOf(family: string, schemas: unknown): Map<string, string> {
  const relations = new Map<string, string>()
  if (!isObj(schemas)) return relations
  for (const schema of Object.values(schemas)) {
    const properties = isObj(schema) && isObj(schema.properties) ? schema.properties : {}
    for (const [name, node] of Object.entries(properties)) {
      const ref = /"\$ref":"(?:\.\/([a-z-]+)\.yaml)?#\/schemas\//.exec(JSON.stringify(node))
      if (ref && !relations.has(name)) relations.set(name, ref[1] ?? family)
    }
  }
  return relations
}

/**
 * Whether a family declares an include: a relation (or a nested path of relations, each
 * declared on its own family), or `<relation>Count` / `<relation>Exists`.
 */
export function declaresInclude(decl: QueryDeclaration, include: string): boolean {
  const [first] = include.split('.')
  const base = first.replace(/(Count|Exists)$/, '')
  return decl.includes.includes(first) || (base !== first && decl.includes.includes(base))
}

/**
 * Operations outside /api/{family} that take a family's list parameters, as their descriptions
 * say ("the family's filters, sorts and includes apply").
 */
const FAMILY_ALIASES: Record<string, string> = { '/api/investments/user': 'investments' }

/** Special operations answering a family's records, whose relations are that family's. */
const RECORDS_OF: Record<string, string> = { '/api/user': 'users' }

let pathCache: Map<string, QueryDeclaration> | null = null

/** The GET operations of openapi/paths/*.yaml, each description read the same way. */
function pathDeclarations(): Map<string, QueryDeclaration> {
  if (pathCache) return pathCache
  pathCache = new Map()
  const dir = join(OPENAPI_DIR, 'paths')
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.yaml'))) {
    const doc = parseYaml(readFileSync(join(dir, file), 'utf8')) as unknown
    if (!isObj(doc)) continue
    for (const [path, item] of Object.entries(doc)) {
      const get = isObj(item) ? item.get : undefined
      if (path.startsWith('/') && isObj(get))
        pathCache.set(path, parseQueryDeclaration(path, String(get.description ?? '')))
    }
  }
  return pathCache
}

/** The declaration that governs a GET of `path` (no query), or null when openapi has none. */
export function declarationForPath(path: string): QueryDeclaration | null {
  const families = queryDeclarations()
  const alias = FAMILY_ALIASES[path]
  if (alias) return families.get(alias) ?? null
  const own = pathDeclarations().get(path)
  const records = RECORDS_OF[path]
  if (own && records) return { ...own, relations: families.get(records)?.relations ?? new Map() }
  if (own) return own
  const m = /^\/api\/([a-z-]+)(?:\/[^/]+)?$/.exec(path)
  return (m && families.get(m[1])) ?? null
}

/** The spatie parameters of one request URL: what a host must allow for it. */
export interface RequestedQuery {
  path: string
  filters: string[]
  sorts: string[]
  includes: string[]
  appends: string[]
  type: string | null
}

export function requestedQuery(url: string): RequestedQuery {
  const parsed = new URL(url, 'http://host.invalid')
  const list = (name: string) =>
    (parsed.searchParams.get(name) ?? '').split(',').filter((item) => item !== '')
  const filters = [...parsed.searchParams.keys()]
    .map((key) => /^filter\[([^\]]+)\]/.exec(key)?.[1])
    .filter((name): name is string => name !== undefined)
  return {
    path: parsed.pathname,
    filters: [...new Set(filters)],
    sorts: list('sort').map((s) => s.replace(/^-/, '')),
    includes: list('include'),
    appends: list('append'),
    type: parsed.searchParams.get('type'),
  }
}

/** Every parameter of the request that openapi does not declare for it, as "filter `x`". */
export function undeclared(request: RequestedQuery): string[] {
  const decl = declarationForPath(request.path)
  const problems: string[] = []
  const check = (what: string, names: string[], ok: (name: string) => boolean) => {
    for (const name of names) if (!decl || !ok(name)) problems.push(`${what} \`${name}\``)
  }
  check('filter', request.filters, (n) => decl!.filters.has(n))
  check('sort', request.sorts, (n) => decl!.sorts.includes(n))
  check('include', request.includes, (n) => declaresNestedInclude(decl!, n))
  check('append', request.appends, (n) => decl!.appends.includes(n))
  check('type', request.type ? [request.type] : [], (n) => decl!.types.includes(n))
  return problems
}

/** A nested include (investmentOpportunity.sharePrices): each step on the family it reaches. */
function declaresNestedInclude(decl: QueryDeclaration, include: string): boolean {
  const [first, ...rest] = include.split('.')
  if (!declaresInclude(decl, first)) return false
  if (rest.length === 0) return true
  const snake = first.replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase()
  const related = decl.relations.get(snake)
  const next = related === undefined ? undefined : queryDeclarations().get(related)
  return next !== undefined && declaresNestedInclude(next, rest.join('.'))
}
