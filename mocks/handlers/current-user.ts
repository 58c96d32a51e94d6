import type { RequestContext, UserRow } from '../http/context'
import { json } from '../http/responses'
import { recordJson } from '../engine/records'
import { registry } from '../resources'

/**
 * The current user as /api/user answers it: Laravel's stock route returns the model itself
 * (not wrapped), loaded with whatever `include` asks for (SPEC §3 lists what the client asks).
 */
export function currentUserJson(
  req: RequestContext,
  user: UserRow,
  includes: string[] | null,
): Record<string, unknown>
export function currentUserJson(
  req: RequestContext,
  user: UserRow,
  includes: null,
  asResponse: true,
): Response
export function currentUserJson(
  req: RequestContext,
  user: UserRow,
  includes: string[] | null,
  asResponse = false,
) {
  const def = registry.family('users')!
  const wanted = includes ?? (req.query.get('include') ?? '').split(',').filter(Boolean)
  const body = recordJson(req, registry, def, user, wanted)
  return asResponse ? json(body) : body
}
