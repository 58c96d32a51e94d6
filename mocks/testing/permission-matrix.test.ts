/**
 * The permission matrix: for every staff role × REST family × action of SPEC §6 (index, show,
 * create, update, delete, delete_unsafe), plus every to-many include and the files of
 * documents under /storage, the host answers what the role table says, through the shared
 * pipeline every runtime (service worker, Node, `npm run mock:api`) runs. Expectations come from
 * the table and each family's declared rule (permission-expectations.ts), not from the engine.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import type { Row } from '../db/db'
import type { Ctx, ResourceDef } from '../engine/types'
import type { RequestContext, UserRow } from '../http/context'
import { registry } from '../resources'
import { tableOf } from '../engine/registry'
import { isToMany } from '../engine/relations'
import { staffPolicy } from '../engine/access'
import { ROLES, type Action } from '../../src/lib/permissions'
import { STAFF_BY_PREFERENCE, SweepEnv } from './sweep-env'
import { granted, possibleGrants, rowGrants, ruleOf } from './permission-expectations'

let env: SweepEnv
beforeAll(async () => {
  env = await SweepEnv.create()
}, 60_000)

const families = registry.all()
const serves = (def: ResourceDef, verb: NonNullable<ResourceDef['only']>[number]) =>
  !def.only || def.only.includes(verb)

/** Rows to try: the first and the last (per-row guards differ across a table), never a caller. */
function sampleRows(def: ResourceDef): Row[] {
  const staffIds = new Set(STAFF_BY_PREFERENCE.map(([, email]) => env.user(email).id))
  const rows = env.rows(tableOf(def)).filter((r) => !(def.family === 'users' && staffIds.has(r.id)))
  if (def.family === 'users') {
    // An investor and an admin account: two resources guard the one family.
    const investor = rows.find((r) => r.role_id === ROLES.User)
    const admin = rows.find((r) => r.role_id !== ROLES.User && r.role_id != null)
    return [investor, admin].filter((r): r is Row => !!r)
  }
  return [...new Set([rows[0], rows[rows.length - 1]])].filter((r): r is Row => !!r)
}

function mayOnRow(def: ResourceDef, email: string, role: number, action: Action, row: Row) {
  if (!granted(role, rowGrants(env.db, def, action, row))) return false
  const ctx: Ctx = { req: { host: env.api.host } as RequestContext, user: env.user(email) }
  return staffPolicy(def, ctx, action, row)
}

const verdict = (status: number) => (status === 403 ? 'forbidden' : 'allowed')
const want = (allowed: boolean) => (allowed ? 'allowed' : 'forbidden')

describe('every REST family names its rule', () => {
  it.each(families.map((d) => [d.family, d] as const))('%s', (_family, def) => {
    // A family with no SPEC §6 resource of its own goes by its parent's; none is open to all.
    expect(ruleOf(def)).not.toBe('missing')
  })
})

describe.each(STAFF_BY_PREFERENCE.map(([role, email]) => [email, role] as const))(
  'permission matrix: %s',
  (email, role) => {
    it('index and create follow the role table on every family', async () => {
      const c = await env.client(email)
      const wrong: string[] = []
      for (const def of families) {
        if (serves(def, 'index')) {
          const res = await c.get(`/api/${def.family}?per_page=1`)
          const expected = want(granted(role, possibleGrants(def, 'index')))
          if (verdict(res.status) !== expected || (expected === 'allowed' && res.status !== 200))
            wrong.push(`GET /api/${def.family}: ${res.status}, wanted ${expected}`)
        }
        if (serves(def, 'store') && !granted(role, possibleGrants(def, 'create'))) {
          const res = await c.post(`/api/${def.family}`, {})
          if (res.status !== 403) wrong.push(`POST /api/${def.family}: ${res.status}, wanted 403`)
        }
      }
      expect(wrong).toEqual([])
    })

    it('show, update, delete and delete_unsafe follow the role table row by row', async () => {
      const c = await env.client(email)
      const wrong: string[] = []
      for (const def of families) {
        for (const row of sampleRows(def)) {
          const url = `/api/${def.family}/${row.id}`
          if (serves(def, 'show')) {
            const res = await c.get(url)
            const expected = want(mayOnRow(def, email, role, 'show', row))
            if (verdict(res.status) !== expected) wrong.push(`GET ${url}: ${res.status}`)
          }
          const own = def.family === 'users' && row.id === env.user(email).id
          if (serves(def, 'update') && !own) {
            const res = await c.patch(url, {})
            const expected = want(mayOnRow(def, email, role, 'update', row))
            if (verdict(res.status) !== expected) wrong.push(`PATCH ${url}: ${res.status}`)
          }
          // Only refusals are tried: an allowed delete would change what later cases read.
          if (serves(def, 'destroy')) {
            for (const [action, query] of [
              ['delete', ''],
              ['delete_unsafe', '?force=1'],
            ] as const) {
              // ?force=1 (SPEC §6 delete_unsafe) exists where dependants hold a delete back.
              if (action === 'delete_unsafe' && !def.dependants) continue
              if (mayOnRow(def, email, role, action, row)) continue
              const res = await c.delete(url + query)
              if (res.status !== 403) wrong.push(`DELETE ${url}${query}: ${res.status}`)
            }
          }
        }
      }
      expect(wrong).toEqual([])
    })

    it('a to-many include needs the included family’s list grant', async () => {
      const c = await env.client(email)
      const wrong: string[] = []
      for (const def of families) {
        if (!serves(def, 'index') || !granted(role, possibleGrants(def, 'index'))) continue
        for (const [name, rel] of Object.entries(def.includes ?? {})) {
          const child = registry.forTable(rel.related)
          if (!child || !isToMany(rel)) continue
          const expected = want(granted(role, possibleGrants(child, 'index')))
          const res = await c.get(`/api/${def.family}?per_page=2&include=${name}`)
          if (verdict(res.status) !== expected)
            wrong.push(`GET /api/${def.family}?include=${name}: ${res.status}`)
          // A count is a figure of the listed record (withCount), read with it.
          const count = await c.get(`/api/${def.family}?per_page=2&include=${name}Count`)
          if (count.status !== 200)
            wrong.push(`GET /api/${def.family}?include=${name}Count: ${count.status}`)
        }
      }
      expect(wrong).toEqual([])
    })

    it('the file of a document is served only to who may show the document', async () => {
      const c = await env.client(email)
      const docs = registry.family('documents')!
      const wrong: string[] = []
      const rows = env.rows('documents').filter((r) => String(r.url ?? '').startsWith('/storage/'))
      // A spread of documents across their parents, not all ten thousand.
      const sample = rows.filter((_, i) => i % Math.max(1, Math.floor(rows.length / 40)) === 0)
      for (const row of sample) {
        const res = await c.get(String(row.url))
        const allowed = mayOnRow(docs, email, role, 'show', row)
        if ((res.status === 200) !== allowed) wrong.push(`GET ${row.url}: ${res.status}`)
      }
      expect(wrong).toEqual([])
    })
  },
  120_000,
)

describe('what an attacker tried with curl (issue 24)', () => {
  const investorWithDocument = () => {
    const doc = env
      .rows('documents')
      .find((d) => d.documentable_type === 'users' && String(d.url ?? '').startsWith('/storage/'))!
    return { doc, userId: Number(doc.documentable_id) }
  }

  it('Creator may not change, remove or read around an investor’s transactions', async () => {
    const c = await env.client('creator@example.com')
    const inv = env.rows('investments').find((i) => i.status !== 'cancelled')!
    const opp = () =>
      env.db.table('investment-opportunities').find(inv.investment_opportunity_id as number)
    const raised = opp()?.raised_amount
    const patch = await c.patch(`/api/investments/${inv.id}`, {
      amount: 1000000,
      status: 'completed',
    })
    expect(patch.status).toBe(403)
    expect((await c.delete(`/api/investments/${inv.id}`)).status).toBe(403)
    expect(opp()?.raised_amount).toBe(raised)
    const userId = inv.user_id as number
    expect((await c.get(`/api/users/${userId}`)).status).toBe(403)
    const around = await c.get(`/api/users?filter[id]=${userId}&include=investments`)
    expect(around.status).toBe(403)
  })

  it('Creator may not read, re-label or delete an investor’s document or its file', async () => {
    const c = await env.client('creator@example.com')
    const { doc } = investorWithDocument()
    expect((await c.get(String(doc.url))).status).toBe(404)
    expect((await c.get(`/api/documents/${doc.id}`)).status).toBe(403)
    expect((await c.patch(`/api/documents/${doc.id}`, { name: 'Renamed' })).status).toBe(403)
    expect((await c.delete(`/api/documents/${doc.id}`)).status).toBe(403)
    expect(env.db.table('documents').find(doc.id)?.name).toBe(doc.name)
  })

  it('a payment is recorded only by its action: a plain PATCH of its state is refused', async () => {
    const c = await env.client('superadmin@example.com')
    const inv = env.rows('investments').find((i) => i.status === 'reserved')!
    const res = await c.patch(`/api/investments/${inv.id}`, {
      status: 'paid',
      paid_at: '2026-01-01',
    })
    expect(res.status).toBe(422)
    expect(res.body).toMatchObject({
      errors: {
        status: ['The status field is prohibited.'],
        paid_at: ['The paid at field is prohibited.'],
      },
    })
    expect(env.db.table('investments').find(inv.id)?.status).toBe('reserved')
    // Investment_Manager may not change transactions at all (no grant on the opportunity).
    const manager = await env.client('manager@example.com')
    expect((await manager.patch(`/api/investments/${inv.id}`, { status: 'paid' })).status).toBe(403)
  })

  it('an investor category is changed by the categorisation action, not a plain PATCH', async () => {
    const c = await env.client('superadmin@example.com')
    const investor = env
      .rows('users')
      .find((u) => u.role_id === ROLES.User && u.investor_category_id)!
    const res = await c.patch(`/api/users/${investor.id}`, { investor_category_id: null })
    expect(res.status).toBe(422)
    expect(env.db.table<UserRow>('users').find(investor.id)?.investor_category_id).toBe(
      investor.investor_category_id,
    )
  })
})
