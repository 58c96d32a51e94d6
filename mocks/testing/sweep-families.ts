/**
 * Sweep cases for the generic REST families (/api/{family}, /{id}, /export): the caller comes
 * from the role table, path ids from the seeded rows, write bodies from sweep-payloads.ts.
 * Destroys delete the row the sweep's own store made, so the seeded data stays whole.
 */
import type { Row } from '../db/db'
import type { ResourceDef } from '../engine/types'
import { registry } from '../resources'
import type { Operation } from './contract'
import { pickCaller, type Action, type Caller } from './sweep-access'
import type { Call, SweepEnv } from './sweep-env'
import {
  everything,
  EXTRA,
  payloadFrom,
  plainUpdateRules,
  smallPatch,
  storePayload,
} from './sweep-payloads'

export type Phase = 'read' | 'write' | 'delete'

export interface SweepCase {
  op: Operation
  phase: Phase
  build(env: SweepEnv): Call | Promise<Call>
  /** Runs after a 2xx, e.g. to remember the id a store created. */
  after?(env: SweepEnv, body: unknown): void
}

type Kind =
  'Index' | 'Export' | 'Show' | 'Store' | 'Update' | 'Replace' | 'UpdateSpoofed' | 'Destroy'

const ACTION: Record<Kind, Action> = {
  Index: 'index',
  Export: 'index',
  Show: 'show',
  Store: 'create',
  Update: 'update',
  Replace: 'update',
  UpdateSpoofed: 'update',
  Destroy: 'delete',
}

/** Rows tried first for an action, where a family has one worth covering on its own. */
const PREFER: Record<string, Partial<Record<Action, (row: Row) => boolean>>> = {
  // SPEC §6: Super_Admin may not show KPI reports; the committee may.
  reports: { show: (r) => r.type === 'kpi' },
}

function parse(op: Operation): { def: ResourceDef; kind: Kind } | null {
  const m = /^\/api\/([a-z-]+)(\/export|\/\{id\})?$/.exec(op.path)
  const def = m ? registry.family(m[1]) : undefined
  if (!m || !def) return null
  const kind = (Object.keys(ACTION).sort((a, b) => b.length - a.length) as Kind[]).find((k) =>
    op.operationId.endsWith(k),
  )
  return kind ? { def, kind } : null
}

const callFor = (pick: Caller, method: string, url: string, body?: unknown): Call => ({
  as: pick.email,
  method,
  url,
  body,
  status: pick.status,
})

/** The sweep case of a family operation, or null when the operation is not a family's. */
export function familyCase(op: Operation): SweepCase | null {
  const parsed = parse(op)
  if (!parsed) return null
  const { def, kind } = parsed
  const base = `/api/${def.family}`
  const table = def.table ?? def.family
  const action = ACTION[kind]
  const prefer = PREFER[def.family]?.[action]
  const pick = (env: SweepEnv, rows = env.rows(table)) => pickCaller(env, def, action, rows, prefer)
  const item = (p: Caller) => `${base}/${p.row?.id ?? 0}`

  switch (kind) {
    case 'Index':
      return { op, phase: 'read', build: (env) => callFor(pick(env), 'GET', base) }
    case 'Export':
      return { op, phase: 'read', build: (env) => callFor(pick(env), 'GET', `${base}/export`) }
    case 'Show':
      return {
        op,
        phase: 'read',
        build(env) {
          const p = pick(env)
          return callFor(p, 'GET', `${item(p)}${everything(def)}`)
        },
      }
    case 'Store':
      return {
        op,
        phase: 'write',
        async build(env) {
          const p = pick(env)
          return callFor(p, 'POST', base, p.row ? await storePayload(env, def, p.row) : {})
        },
        after(env, body) {
          const id = (body as { data?: { id?: number } }).data?.id
          if (typeof id === 'number') env.created.set(def.family, id)
        },
      }
    case 'Update':
    case 'Replace':
    case 'UpdateSpoofed':
      return {
        op,
        phase: 'write',
        build(env) {
          const p = pick(env)
          if (!p.row) return callFor(p, op.method, item(p), {})
          if (kind === 'Replace')
            return callFor(p, 'PUT', item(p), {
              ...payloadFrom(p.row, plainUpdateRules(def)),
              ...EXTRA[def.family],
            })
          if (kind === 'Update') return callFor(p, 'PATCH', item(p), smallPatch(def, p.row))
          return {
            ...callFor(p, 'POST', item(p), { _method: 'PATCH', ...smallPatch(def, p.row) }),
            form: true,
          }
        },
      }
    case 'Destroy':
      return {
        op,
        phase: 'delete',
        build(env) {
          const id = env.created.get(def.family)
          const own = id === undefined ? undefined : env.db.table(table).find(id)
          const mine = own ? pick(env, [own]) : undefined
          const any = pick(env)
          // A seeded row only when the sweep's own may not be deleted but another may.
          const p = mine && (mine.status === undefined || any.status !== undefined) ? mine : any
          return callFor(p, 'DELETE', item(p))
        },
      }
  }
}
