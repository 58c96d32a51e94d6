import type { Router } from '../http/router'
import type { RequestContext } from '../http/context'
import type { Row } from '../db/db'
import { forbidden, json, modelNotFound, validationError } from '../http/responses'
import { validate } from '../engine/validate'
import { can } from '../../src/lib/permissions'
import { SETTINGS_CHANNEL, SETTINGS_UPDATED } from '../../src/lib/realtime/settings-channel'
import { FLAG_NAMES, FLAG_SPELLINGS, flagColumns } from '../../src/lib/settings/flag-names'

const flagRules = Object.fromEntries(
  FLAG_NAMES.flatMap((n) => FLAG_SPELLINGS[n].map((col) => [col, 'sometimes|boolean'])),
)

const RULES: Record<string, string> = {
  page_title: 'sometimes|string|max:255',
  colours: 'sometimes|json',
  navigation: 'sometimes|json',
  terms_version: 'sometimes|integer|min:1',
  terms_format: 'sometimes|in:text,url',
  terms_text: 'sometimes|nullable|string',
  market_sounding_description: 'sometimes|nullable|string',
  risk_warning_text: 'sometimes|nullable|string',
  back_to_site_url: 'sometimes|nullable|url',
  portfolio_display: 'sometimes|in:0,1,2',
  isCustomBranding: 'sometimes|boolean',
  appVersion: 'sometimes|string|max:20',
  ...flagRules,
}

/** Terms travel nested ({terms: {terms_version...}}) but are validated as columns. */
function flatten(fields: Record<string, unknown>): Record<string, unknown> {
  const terms = fields.terms
  if (terms && typeof terms === 'object')
    return { ...(terms as Record<string, unknown>), ...fields }
  return fields
}

/** Column defaults of a new settings row (the migration's defaults): every flag off. */
function newSettings(): Record<string, unknown> {
  const flags = flagColumns(Object.fromEntries(FLAG_NAMES.map((n) => [FLAG_SPELLINGS[n][0], 0])))
  return {
    page_title: null,
    colours: '{}',
    navigation: '{}',
    logo: null,
    logo_alt: null,
    favicon: null,
    isCustomBranding: 0,
    isTrial: 0,
    appVersion: '1.0.0',
    back_to_site_url: null,
    portfolio_display: 0,
    market_sounding_description: null,
    risk_warning_text: null,
    terms_version: 1,
    terms_format: 'text',
    terms_text: null,
    ...flags,
  }
}

/** The settings row as the API returns it: terms nested, files as URLs. */
export function settingsJson(row: Row) {
  const { terms_version, terms_format, terms_text, ...rest } = row
  return { ...rest, terms: { terms_version, terms_format, terms_text } }
}

const table = (req: RequestContext) => req.host.db.table('branding')

async function save(req: RequestContext, row: Row | undefined) {
  if (!can(req.user!.role_id, 'branding', 'update')) return forbidden()
  const fields = flatten(req.input.fields)
  const v = validate(RULES, fields, { db: req.host.db, partial: true })
  if (!v.ok) return validationError(v.errors)
  const patch: Record<string, unknown> = { ...v.data, ...flagColumns(v.data) }
  for (const key of ['logo', 'logo_alt', 'favicon'] as const) {
    const file = req.input.files[key]
    if (file) patch[key] = file.url ?? `/storage/branding/${file.name}`
  }
  const saved = row
    ? await table(req).update(row.id, patch)
    : await table(req).insert({ ...newSettings(), ...patch })
  // Every open portal re-reads its settings (src/lib/realtime/settings-channel.ts).
  req.host.realtime.publish(SETTINGS_CHANNEL, SETTINGS_UPDATED, { id: saved.id })
  return json({ data: settingsJson(saved) }, row ? 200 : 201)
}

export function registerSettings(router: Router) {
  router.get('/api/branding', (req) => {
    if (!can(req.user!.role_id, 'branding', 'index')) return forbidden()
    return json({ data: table(req).all().map(settingsJson) })
  })
  // Public: the login page is branded before anyone signs in.
  router.get(
    '/api/branding/:id',
    (req) => {
      const row = table(req).find(req.params.id)
      return row ? json({ data: settingsJson(row) }) : modelNotFound('Branding', req.params.id)
    },
    { auth: false },
  )
  router.post('/api/branding', (req) => save(req, undefined))
  const update = (req: RequestContext) => {
    const row = table(req).find(req.params.id)
    return row ? save(req, row) : modelNotFound('Branding', req.params.id)
  }
  router.patch('/api/branding/:id', update)
  router.put('/api/branding/:id', update)
}
