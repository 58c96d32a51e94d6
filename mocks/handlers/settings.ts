import { defineAction, registerActions } from '../engine/actions'
import type { Router } from '../http/router'
import type { RequestContext } from '../http/context'
import type { Row } from '../db/db'
import { json, validationError } from '../http/responses'
import { validate } from '../engine/validate'
import { SETTINGS_CHANNEL, SETTINGS_UPDATED } from '../../src/lib/realtime/settings-channel'
import {
  FLAG_ALTERNATIVE_SPELLINGS,
  FLAG_NAMES,
  FLAG_SPELLINGS,
  flagColumns,
} from '../../src/lib/settings/flag-names'
import {
  BRANDING_FILE_COLUMNS,
  dropBrandingFile,
  serveBrandingFile,
  storeBrandingFile,
} from './branding-files'
import { settingsJson } from './settings-json'

// A stock host's columns (`market_sounding`…) are taken too: the client writes the spelling
// the row it read carries (issue 13), and the host keeps every spelling in step.
const flagRules = Object.fromEntries(
  FLAG_NAMES.flatMap((n) =>
    [...FLAG_SPELLINGS[n], ...FLAG_ALTERNATIVE_SPELLINGS[n]].map((col) => [
      col,
      'sometimes|boolean',
    ]),
  ),
)

/** The contract's snake column for a flag sent under another spelling. */
function contractFlags(data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const name of FLAG_NAMES) {
    for (const alt of FLAG_ALTERNATIVE_SPELLINGS[name]) {
      if (data[alt] === undefined) continue
      const [snake, camel] = FLAG_SPELLINGS[name]
      if (data[snake] === undefined && data[camel] === undefined) out[snake] ??= data[alt]
      delete data[alt]
    }
  }
  return out
}

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
  // Files arrive as parts; an empty value clears the column (ConvertEmptyStringsToNull).
  logo: 'sometimes|nullable|image|max:2048',
  logo_alt: 'sometimes|nullable|image|max:2048',
  favicon: 'sometimes|nullable|max:512',
  portfolio_display: 'sometimes|in:0,1,2',
  portfolio_stats: 'sometimes|nullable|json',
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
    portfolio_stats: null,
    market_sounding_description: null,
    risk_warning_text: null,
    terms_version: 1,
    terms_format: 'text',
    terms_text: null,
    ...flags,
  }
}

const table = (req: RequestContext) => req.host.db.table('branding')

async function save(req: RequestContext, row: Row | undefined) {
  const fields = flatten(req.input.fields)
  const v = validate(RULES, fields, { db: req.host.db, partial: true })
  const files = validate({ favicon: 'mimes:ico,png,svg' }, req.input.files, { db: req.host.db })
  Object.assign(v.errors, files.errors)
  if (!v.ok || !files.ok) return validationError(v.errors)
  const data = { ...v.data }
  const flags = flagColumns({ ...data, ...contractFlags(data) })
  const patch: Record<string, unknown> = { ...data, ...flags }
  // Uploads are kept and served at /storage/branding/… (a URL the app's safeAssetUrl takes);
  // an empty value clears the column and its file.
  for (const key of BRANDING_FILE_COLUMNS) {
    const file = req.input.files[key]
    const blob = req.input.blobs?.[key]
    if (file && blob) patch[key] = await storeBrandingFile(req.host.db, key, blob, file.name)
    else if (key in patch && patch[key] === null) dropBrandingFile(req.host.db, key)
    else delete patch[key]
  }
  const saved = row
    ? await table(req).update(row.id, patch)
    : await table(req).insert({ ...newSettings(), ...patch })
  // Every open portal re-reads its settings (src/lib/realtime/settings-channel.ts).
  req.host.realtime.publish(SETTINGS_CHANNEL, SETTINGS_UPDATED, { id: saved.id })
  return json({ data: settingsJson(saved) }, row ? 200 : 201)
}

const listSettings = defineAction({
  method: 'GET',
  path: '/api/branding',
  may: { resource: 'branding', action: 'index' },
  handle: (req) => json({ data: table(req).all().map(settingsJson) }),
})

/** POST /api/branding: a first settings row (the fields are checked as save's partial rules). */
const createSettings = defineAction({
  method: 'POST',
  path: '/api/branding',
  may: { resource: 'branding', action: 'create' },
  handle: (req) => save(req, undefined),
})

const branding = { table: 'branding', model: 'Branding', lenient: true }

// Public: the login page is branded before anyone signs in.
const showSettings = defineAction({
  method: 'GET',
  path: '/api/branding/:id',
  load: branding,
  handle: (_req, _data, row) => json({ data: settingsJson(row) }),
  options: { auth: false },
})

/** PATCH or PUT /api/branding/{id}: the row first (404), then `branding` update (403), then save. */
const updateSettings = (method: 'PATCH' | 'PUT') =>
  defineAction({
    method,
    path: '/api/branding/:id',
    load: branding,
    may: { resource: 'branding', action: 'update' },
    handle: (req, _data, row) => save(req, row),
  })

export function registerSettings(router: Router) {
  registerActions(router, [
    listSettings,
    showSettings,
    createSettings,
    updateSettings('PATCH'),
    updateSettings('PUT'),
  ])
  // Files, not a controller action: served as the public disk serves them.
  router.get('/storage/branding/:column/:file', serveBrandingFile, { auth: false })
}
