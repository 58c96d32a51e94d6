import type { Router } from '../http/router'
import type { RequestContext } from '../http/context'
import type { Fault } from '../http/host'
import { DIALECTS, hostState, setHostState, type Dialect } from '../http/host'
import { json, modelNotFound, noContent, validationError } from '../http/responses'
import { attributeName, validate } from '../engine/validate'
import { FLAG_NAMES, FLAG_SPELLINGS, flagColumns } from '../../src/lib/settings/flag-names'
import { registerMockCompliance } from './mock-compliance'
import { settingsJson } from './settings-json'

const open = { auth: false, csrf: false } as const

/** The tenant's settings row (the client reads GET /api/branding/1). */
const SETTINGS_ID = 1

/** What POST /__mock/settings may change: every flag in either spelling, and the QA knobs. */
const SETTINGS_RULES: Record<string, string> = {
  ...Object.fromEntries(FLAG_NAMES.flatMap((n) => FLAG_SPELLINGS[n].map((c) => [c, 'boolean']))),
  portfolio_display: 'integer|in:0,1,2',
  terms_version: 'integer|min:1',
  terms_format: 'in:text,url',
  terms_text: 'nullable|string',
  /** Publish a new terms version: the current one plus one, so everyone must accept again. */
  publish_terms: 'boolean',
  page_title: 'string|max:255',
  isTrial: 'boolean',
  isCustomBranding: 'boolean',
  appVersion: 'string|max:20',
  back_to_site_url: 'nullable|url',
  risk_warning_text: 'nullable|string',
  market_sounding_description: 'nullable|string',
  colours: 'json',
  navigation: 'json',
}

/** The body with client flag names (riskWarning) read as columns and nested terms flattened. */
function settingsInput(fields: Record<string, unknown>): Record<string, unknown> {
  const { terms, ...rest } = fields
  const out: Record<string, unknown> =
    terms && typeof terms === 'object' ? { ...(terms as Record<string, unknown>), ...rest } : rest
  for (const name of FLAG_NAMES) {
    if (!(name in out) || name in SETTINGS_RULES) continue
    out[FLAG_SPELLINGS[name][0]] = out[name]
    delete out[name]
  }
  return out
}

/**
 * POST /__mock/settings: change the tenant's settings row without an admin session (QA flips
 * flags, the portfolio display and the terms version from the mock controls panel). Unknown
 * keys are refused so a misspelt flag is not silently ignored. Answers the row as GET
 * /api/branding/1 does, both spellings of each flag kept in step.
 */
async function mockSettings(req: RequestContext): Promise<Response> {
  const table = req.host.db.table('branding')
  const row = table.find(SETTINGS_ID)
  if (!row) return modelNotFound('Branding', SETTINGS_ID)
  const input = settingsInput(req.input.fields)
  const unknown = Object.keys(input).filter((k) => !(k in SETTINGS_RULES))
  if (unknown.length)
    return validationError(
      Object.fromEntries(
        unknown.map((k) => [k, [`The ${attributeName(k)} field is not a setting.`]]),
      ),
    )
  if (Object.keys(input).length === 0)
    return validationError({ settings: ['Send at least one setting to change.'] })
  const v = validate(SETTINGS_RULES, input, { db: req.host.db, partial: true })
  if (!v.ok) return validationError(v.errors)
  const { publish_terms: publish, ...columns } = v.data
  const patch: Record<string, unknown> = { ...columns, ...flagColumns(columns) }
  if (publish === 1) patch.terms_version = (Number(row.terms_version) || 1) + 1
  return json({ data: settingsJson(await table.update(row.id, patch)) })
}

/**
 * Mock-only control endpoints (DESIGN.md "Mock mode"): no session, no CSRF. Faults, latency,
 * maintenance and the dialect live in the database, so they persist across reloads until
 * cleared (a reset reseeds them: no faults, contract dialect).
 */
export function registerMockControls(router: Router) {
  // By hand: mock controls, not the contract's, so not declared as controller actions.
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

  router.post('/__mock/settings', mockSettings, open)

  // Which Laravel the host plays (mocks/dialect); shared by every tab, kept until a reset.
  router.post(
    '/__mock/dialect',
    async (req) => {
      const v = validate({ dialect: `required|in:${DIALECTS.join(',')}` }, req.input.fields, {
        db: req.host.db,
      })
      if (!v.ok) return validationError(v.errors)
      const dialect = v.data.dialect as Dialect
      await setHostState(req.host, { dialect })
      return json({ dialect })
    },
    open,
  )

  registerMockCompliance(router)
}
