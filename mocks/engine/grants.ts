import type { Row } from '../db/db'
import type { RequestContext } from '../http/context'
import { forbidden } from '../http/responses'
import {
  can,
  familyResource,
  INVESTOR_ROLE,
  type Action,
  type Resource,
} from '../../src/lib/permissions'

/**
 * The role-table checks hand routes make, in one place so every route asks the same way
 * (SPEC §6): `grants` for anyone's role, `staffGrants` where investors are refused whatever
 * their role grants, `opportunityGrants` where an opportunity's stage picks the resource.
 */
type Actor = { role_id: number | null } | null | undefined

export const grants = (user: Actor, resource: Resource | null, action: Action): boolean =>
  can(user?.role_id, resource, action)

export const staffGrants = (user: Actor, resource: Resource | null, action: Action): boolean =>
  !!user && user.role_id !== INVESTOR_ROLE && can(user.role_id, resource, action)

/** Live and existing opportunities are guarded by different resources (stage 5 and on). */
export const opportunityResource = (opp: Row | null | undefined): Resource | null =>
  familyResource('investment-opportunities', {
    stage: opp?.stage == null ? null : Number(opp.stage),
  })

export const opportunityGrants = (
  user: Actor,
  opp: Row | null | undefined,
  action: Action,
): boolean => can(user?.role_id, opportunityResource(opp), action)

/** 403 unless the request's user holds the grant; null lets the route go on. */
export const refuseWithout = (
  req: RequestContext,
  resource: Resource | null,
  action: Action,
): Response | null => (grants(req.user, resource, action) ? null : forbidden())
