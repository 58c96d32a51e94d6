/**
 * The contract names the rule of every write (issue 24): each POST, PUT, PATCH and DELETE of
 * openapi/ carries `x-permission` (the rule in words, the SPEC §6 grants staff need, what an
 * investor may do) and lists the 403 it answers; for the REST families the rule is the one the
 * host declares, so the contract a provider builds from cannot drift from the mock.
 */
import { describe, expect, it } from 'vitest'
import { operationObject, operations, responseStatuses } from './contract'
import { registry } from '../resources'
import type { ResourceDef } from '../engine/types'
import { contractRule, type WriteAction } from './permission-expectations'

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
// Open by design: signing in and out, the password reset started from a link, and the mock's
// own control endpoints (not part of a provider's host).
const PUBLIC =
  /^\/(login|logout|register|forgot-password|reset-password|password\/|email\/|__mock\/)/

/** Routes the engine serves for the family; a special handler takes the others (own rule). */
const serves = (def: ResourceDef, verb: NonNullable<ResourceDef['only']>[number]) =>
  !def.only || def.only.includes(verb)

const writes = operations().filter((op) => WRITES.has(op.method))

describe('every write in openapi/ states who may make it', () => {
  it.each(writes.map((op) => [`${op.method} ${op.path}`, op] as const))('%s', (_name, op) => {
    const rule = operationObject(op.method, op.path)?.['x-permission'] as
      { rule?: unknown; staff?: unknown; investor?: unknown } | undefined
    expect(rule, 'x-permission').toBeDefined()
    expect(typeof rule!.rule).toBe('string')
    expect(String(rule!.rule)).not.toMatch(/^Staff only\.?$/i)
    expect(Array.isArray(rule!.staff)).toBe(true)
    expect(['own', 'self', 'none', 'any']).toContain(rule!.investor)
    // A route open to every signed-in user (their own notifications) has nobody to refuse.
    const everyone = (rule!.staff as unknown[]).includes('any') && rule!.investor === 'any'
    if (!everyone && !PUBLIC.test(op.path))
      expect(responseStatuses(op.method, op.path)).toContain('403')
  })
})

describe('a family’s written rule is the one the host enforces', () => {
  const actionOf: Record<string, WriteAction> = {
    POST: 'create',
    PATCH: 'update',
    PUT: 'update',
    DELETE: 'delete',
  }
  const cases = registry.all().flatMap((def) =>
    writes
      .filter(
        (op) =>
          (op.path === `/api/${def.family}` && op.method === 'POST' && serves(def, 'store')) ||
          (op.path === `/api/${def.family}/{id}` &&
            serves(def, op.method === 'DELETE' ? 'destroy' : 'update')),
      )
      .map((op) => {
        // POST on an item is Laravel's method spoofing: an update.
        const action =
          op.path.endsWith('{id}') && op.method === 'POST' ? 'update' : actionOf[op.method]
        return [`${op.method} ${op.path}`, def, op, action] as const
      }),
  )
  it.each(cases)('%s', (_name, def, op, action) => {
    const { rule, ...declared } = contractRule(def, action)
    const written = operationObject(op.method, op.path)?.['x-permission'] as Record<string, unknown>
    expect(written).toMatchObject(declared)
    expect(written.rule).toBe(rule)
  })
})
