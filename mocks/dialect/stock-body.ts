import {
  FLAG_ALTERNATIVE_SPELLINGS,
  FLAG_NAMES,
  FLAG_SPELLINGS,
} from '../../src/lib/settings/flag-names'

type Json = Record<string, unknown>

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)

const joined = (...parts: unknown[]) =>
  parts
    .filter((p) => typeof p === 'string' && p.trim() !== '')
    .join(' ')
    .trim()

/**
 * A settings row's flags as a stock host's columns: the first other spelling
 * (`market_sounding`, `risk_warning`…) in place of the contract's two. A flag with no other
 * spelling keeps its snake column (`hide_bank_details`): a stock host still has that column.
 * Only an object carrying both contract spellings of a flag is a settings row; the
 * compliance status's lone `compliance_test_enabled` is not.
 */
function stockFlags(out: Json) {
  for (const name of FLAG_NAMES) {
    const [snake, camel] = FLAG_SPELLINGS[name]
    if (!(snake in out) || !(camel in out)) continue
    const value = out[snake]
    delete out[snake]
    delete out[camel]
    out[FLAG_ALTERNATIVE_SPELLINGS[name][0] ?? snake] = value
  }
}

/**
 * A person as a stock users/contacts table has them: one `name`. Users carry `name` +
 * `surname`, contacts `first_name` + `last_name`; the name takes the first one's place.
 */
function stockPerson(obj: Json): Json {
  const user = 'surname' in obj
  const contact = 'first_name' in obj && 'last_name' in obj
  if (!user && !contact) return obj
  const name = user ? joined(obj.name, obj.surname) : joined(obj.first_name, obj.last_name)
  const out: Json = {}
  for (const key in obj) {
    if (key === 'surname' || key === 'last_name') continue
    if (key === 'first_name' || (user && key === 'name')) out.name = name
    else out[key] = obj[key]
  }
  if (!('name' in out)) out.name = name
  return out
}

/**
 * A belongsToMany pivot as Laravel gives it without `withPivot`: the two keys only (an
 * organisation's pivot on the user has no role, status or primary flag).
 */
function plainPivot(pivot: Json): Json {
  return Object.fromEntries(Object.entries(pivot).filter(([k]) => k.endsWith('_id')))
}

function walk(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(walk)
  if (!isObject(value)) return value
  const out: Json = {}
  for (const key in value)
    out[key] = key === 'pivot' && isObject(value[key]) ? plainPivot(value[key]) : walk(value[key])
  stockFlags(out)
  return stockPerson(out)
}

/**
 * A JSON body as a stock Laravel 8 host answers it (`return $model;`, no API resources): a
 * single record (`{"data": {…}}`) bare, settings flags in the other spellings, people with one
 * `name`, plain pivots. Paginators and `{"data": […]}` collections stay as they are.
 */
export function stockBody(body: unknown): unknown {
  const single =
    isObject(body) && Object.keys(body).length === 1 && 'data' in body && isObject(body.data)
  return walk(single ? body.data : body)
}
