import { registerActions, type ActionDef } from '../engine/actions'
import { withFeature, type FeatureName } from '../host/features'
import { Router } from '../http/router'

/**
 * Declared actions behind a feature flag, as a feature middleware runs before the controller:
 * the feature's refusal first, then the action's access check, rules and handler.
 */
export function registerFeatureActions(
  router: Router,
  feature: FeatureName,
  defs: readonly ActionDef[],
) {
  const declared = new Router()
  registerActions(declared, defs)
  for (const r of declared.routes())
    router.add(r.method, r.pattern, withFeature(feature, r.handler), r.options)
}
