import type { Action, Resource } from '../../src/lib/permissions'
import type { Row } from '../db/db'
import type { RequestContext } from '../http/context'
import type { RouteOptions, Router } from '../http/router'
import { forbidden, modelNotFound, routeNotFound, validationError } from '../http/responses'
import { featureOff, type FeatureName } from '../host/features'
import { grants, staffGrants } from './grants'
import { validate } from './validate'

/**
 * Who may call an action: a role-table grant (`staff`: never investors), or a predicate, which
 * gets the bound row when the action has one (a policy given the model).
 */
export type ActionAccess<R extends Row = Row> =
  | { resource: Resource | null; action: Action; staff?: boolean }
  | ((req: RequestContext, row: R) => boolean)

/** Route-model binding: the row a route parameter names, or Laravel's 404 naming the model. */
export interface Binding<R extends Row = Row> {
  table: string
  /** The Eloquent model, for "No query results for model [App\\Models\\X] 9". */
  model: string
  /** The route parameter holding the key; `id` unless said. */
  param?: string
  /** A scoped binding: a row it does not take answers the same 404 as a missing one. */
  scope?: (row: R) => boolean
  /** The key as Number() reads it ('1.0' finds row 1), not a digit string only. */
  lenient?: boolean
}

/**
 * A route beyond a family's REST verbs (convert a contact, save a stage order) declared as a
 * Laravel controller action with its FormRequest, answered step by step: the route's
 * constraints (`whereIn`), the feature's gate (first: a feature that is off is refused whatever
 * the id), the route-model binding (`load`, 404 before any 403), who may (authorize(), 403,
 * given the bound row), a refusal with its own answer (`deny`), the body's rule strings
 * (rules(), so the 422 messages are the validator's), then the handler, which gets the
 * validated data and the bound row.
 */
export interface ActionDef<R extends Row = Row> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  path: string
  /** Route::whereIn: another value of the parameter is a route the host does not have. */
  whereIn?: Record<string, readonly string[]>
  /** Refused with the feature's 403 while the tenant has it off. */
  feature?: FeatureName
  load?: Binding<R>
  may?: ActionAccess<R>
  /** After authorize, before the rules: a refusal with its own answer (an ineligible investor). */
  deny?: (req: RequestContext, row: R) => Response | null
  /** Rule strings, or a function giving them when they come from a family declared later. */
  rules?: Record<string, string> | ((req: RequestContext) => Record<string, string>)
  /** `row` is the bound row; undefined when the action has no `load`. */
  handle: (
    req: RequestContext,
    data: Record<string, unknown>,
    row: R,
  ) => Response | Promise<Response>
  options?: RouteOptions
}

// The bound row's type only narrows what the declaration's own functions see; the registry
// holds every declaration as rows.
export const defineAction = <R extends Row = Row>(def: ActionDef<R>): ActionDef =>
  def as unknown as ActionDef

export function mayCall<R extends Row>(
  access: ActionAccess<R>,
  req: RequestContext,
  row?: R,
): boolean {
  if (typeof access === 'function') return access(req, row as R)
  const check = access.staff ? staffGrants : grants
  return check(req.user, access.resource, access.action)
}

/** The bound row, or the 404 Laravel's implicit binding answers (also for a non-numeric key). */
function bind(binding: Binding, req: RequestContext): Row | Response {
  const key = req.params[binding.param ?? 'id']
  const table = req.host.db.table(binding.table)
  const row = binding.lenient || /^\d+$/.test(key) ? table.find(key) : undefined
  if (!row || (binding.scope && !binding.scope(row))) return modelNotFound(binding.model, key)
  return row
}

function outsideConstraints(def: ActionDef, req: RequestContext): boolean {
  return Object.entries(def.whereIn ?? {}).some(
    ([param, values]) => !values.includes(req.params[param]),
  )
}

async function runAction(def: ActionDef, req: RequestContext): Promise<Response> {
  if (outsideConstraints(def, req)) return routeNotFound(req.path)
  const off = def.feature && featureOff(req.host.db, def.feature)
  if (off) return off
  const row = def.load ? bind(def.load, req) : undefined
  if (row instanceof Response) return row
  // Without a binding the row is undefined, as ActionDef.handle says.
  const bound = row as Row
  if (def.may && !mayCall(def.may, req, bound)) return forbidden()
  const denied = def.deny?.(req, bound)
  if (denied) return denied
  if (!def.rules) return def.handle(req, req.input.fields, bound)
  const rules = typeof def.rules === 'function' ? def.rules(req) : def.rules
  const { ok, errors, data } = validate(rules, req.input.fields, { db: req.host.db })
  if (!ok) return validationError(errors)
  return def.handle(req, data, bound)
}

/** Every action a router was given: what tests read the declarations from (feature gates). */
const declared = new Set<ActionDef>()
export const declaredActions = (): readonly ActionDef[] => [...declared]

export function registerActions(router: Router, defs: readonly ActionDef[]) {
  for (const def of defs) {
    declared.add(def)
    router.add(def.method, def.path, (req) => runAction(def, req), def.options)
  }
}
