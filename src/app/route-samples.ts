/**
 * A concrete address, with records of the normal seed, for every route of both portals: what
 * the responsive sweep (e2e/responsive-sweep.spec.ts) opens at phone width.
 * route-samples.test.ts fails when a route is added to ADMIN_ROUTE_RULES or the investor page
 * table without a sample here, and when the seed no longer holds a record as SEED says.
 */

import { ADMIN_INVESTOR_AND_INVESTMENT_SAMPLES } from './route-samples/admin-investor-and-investment-samples'
import { ADMIN_OTHER_SAMPLES } from './route-samples/admin-other-samples'

export { SEED } from './route-samples/seed'
export { ADMIN_ROUTE_ALIASES, adminAliasOf } from './route-samples/admin-aliases'
export { INVESTOR_ROUTE_SAMPLES } from './route-samples/investor-samples'

/** Admin route pattern (as in ADMIN_ROUTE_RULES) -> the addresses the sweep opens for it. */
export const ADMIN_ROUTE_SAMPLES: Readonly<Record<string, readonly string[]>> = {
  '/admin': ['/admin'],
  ...ADMIN_INVESTOR_AND_INVESTMENT_SAMPLES,
  ...ADMIN_OTHER_SAMPLES,
}

/** Whether `address` (query aside) fits `pattern`: `:name` segments take any one segment. */
export function fitsPattern(pattern: string, address: string): boolean {
  const path = address.split('?')[0]
  const want = pattern.split('/')
  const got = path.split('/')
  return (
    want.length === got.length &&
    want.every((seg, i) => (seg.startsWith(':') ? got[i] !== '' : seg === got[i]))
  )
}

/** Every address the sweep opens, in the order given, for one portal. */
export const sweepAddresses = (samples: Readonly<Record<string, readonly string[]>>) =>
  Object.values(samples).flat()
