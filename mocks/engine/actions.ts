import type { Action, Resource } from '../../src/lib/permissions'
import type { RequestContext } from '../http/context'
import type { RouteOptions, Router } from '../http/router'
import { forbidden, validationError } from '../http/responses'
import { grants, staffGrants } from './grants'
import { validate } from './validate'

/** Who may call an action: a role-table grant (`staff`: never investors), or a predicate. */
export type ActionAccess =
  | { resource: Resource | null; action: Action; staff?: boolean }
  | ((req: RequestContext) => boolean)

/**
 * A route beyond a family's REST verbs (convert a contact, save a stage order) declared as a
 * Laravel controller action with its FormRequest: who may (authorize(), checked before the body
 * is read), the body's rule strings (rules(), so the 422 messages are the validator's), and the
 * handler, which gets the validated data.
 */
export interface ActionDef {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  path: string
  may?: ActionAccess
  /** Rule strings, or a function giving them when they come from a family declared later. */
  rules?: Record<string, string> | (() => Record<string, string>)
  handle: (req: RequestContext, data: Record<string, unknown>) => Response | Promise<Response>
  options?: RouteOptions
}

export const defineAction = (def: ActionDef): ActionDef => def

export function mayCall(access: ActionAccess, req: RequestContext): boolean {
  if (typeof access === 'function') return access(req)
  const check = access.staff ? staffGrants : grants
  return check(req.user, access.resource, access.action)
}

async function runAction(def: ActionDef, req: RequestContext): Promise<Response> {
  if (def.may && !mayCall(def.may, req)) return forbidden()
  if (!def.rules) return def.handle(req, req.input.fields)
  const rules = typeof def.rules === 'function' ? def.rules() : def.rules
  const { ok, errors, data } = validate(rules, req.input.fields, { db: req.host.db })
  if (!ok) return validationError(errors)
  return def.handle(req, data)
}

export function registerActions(router: Router, defs: readonly ActionDef[]) {
  for (const def of defs)
    router.add(def.method, def.path, (req) => runAction(def, req), def.options)
}
