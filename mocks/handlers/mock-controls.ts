import type { Router } from '../http/router'
import type { Fault } from '../http/host'
import { hostState, setHostState } from '../http/host'
import { json, noContent, validationError } from '../http/responses'
import { validate } from '../engine/validate'
import { correctAnswers } from './compliance'

const open = { auth: false, csrf: false } as const

/**
 * Mock-only control endpoints (DESIGN.md "Mock mode"): no session, no CSRF. Faults, latency
 * and maintenance live in the database, so they persist across reloads until cleared.
 */
export function registerMockControls(router: Router) {
  router.get(
    '/__mock/state',
    (req) => {
      const state = hostState(req.host)
      return json({ data: { ...state, faults: req.host.db.table<Fault>('faults').all() } })
    },
    open,
  )

  router.post(
    '/__mock/reset',
    async (req) => {
      const seed =
        req.input.fields.seed === 'large'
          ? 'large'
          : req.input.fields.seed === 'normal'
            ? 'normal'
            : hostState(req.host).seed
      await req.host.reset(seed)
      return json({ message: 'Mock data reset.', seed })
    },
    open,
  )

  router.post(
    '/__mock/faults',
    async (req) => {
      const v = validate(
        {
          path: 'required|string|max:500',
          method: 'nullable|in:GET,POST,PUT,PATCH,DELETE,get,post,put,patch,delete',
          status: 'nullable|integer|between:100,599',
          delay_ms: 'nullable|integer|between:0,120000',
          times: 'nullable|integer|min:1',
        },
        req.input.fields,
        { db: req.host.db },
      )
      if (!v.ok) return validationError(v.errors)
      if (v.data.status == null && v.data.delay_ms == null)
        return validationError({
          status: ['The status field is required when delay ms is not present.'],
        })
      const fault = await req.host.db.table<Fault>('faults').insert({
        path: String(v.data.path),
        method: v.data.method ? String(v.data.method).toUpperCase() : null,
        status: (v.data.status as number | undefined) ?? null,
        delay_ms: (v.data.delay_ms as number | undefined) ?? null,
        times: (v.data.times as number | undefined) ?? null,
      })
      return json({ data: fault }, 201)
    },
    open,
  )

  router.get(
    '/__mock/faults',
    (req) => json({ data: req.host.db.table<Fault>('faults').all() }),
    open,
  )

  router.delete(
    '/__mock/faults',
    (req) => {
      const faults = req.host.db.table<Fault>('faults')
      for (const f of [...faults.all()]) faults.delete(f.id)
      return noContent()
    },
    open,
  )

  router.post(
    '/__mock/latency',
    async (req) => {
      const v = validate({ ms: 'required|integer|between:0,60000' }, req.input.fields, {
        db: req.host.db,
      })
      if (!v.ok) return validationError(v.errors)
      await setHostState(req.host, { latency_ms: Number(v.data.ms) })
      return json({ data: { latency_ms: Number(v.data.ms) } })
    },
    open,
  )

  router.post(
    '/__mock/maintenance',
    async (req) => {
      const v = validate({ enabled: 'required|boolean' }, req.input.fields, { db: req.host.db })
      if (!v.ok) return validationError(v.errors)
      await setHostState(req.host, { maintenance: v.data.enabled === 1 })
      return json({ data: { maintenance: v.data.enabled === 1 } })
    },
    open,
  )

  router.get('/__mock/answers', (req) => json({ questions: correctAnswers(req.host.db) }), open)
}
