import { defineAction, registerActions } from '../engine/actions'
import { grants } from '../engine/grants'
import type { Row } from '../db/db'
import type { Router } from '../http/router'
import type { RequestContext } from '../http/context'
import { authUser } from '../http/context'
import { forbidden, json, modelNotFound, validationError } from '../http/responses'
import { API_FAMILY_PERMISSIONS, INVESTOR_ROLE, type Resource } from '../../src/lib/permissions'
import { recordJson } from '../engine/records'
import { registry } from '../resources'
import { attributeValues } from '../resources/attribute-values'
import { morphIn } from '../resources/groups/people-shared'

/** Which records carry the attributes of each entity (`attributable_type`). */
export const ATTRIBUTE_SUBJECTS: Record<string, readonly string[]> = {
  investor: ['users'],
  opportunity: ['investment-opportunities', 'fund-investment-opportunities'],
  fund: ['funds'],
}

const entityOf = (type: string) =>
  Object.entries(ATTRIBUTE_SUBJECTS).find(([, types]) => types.includes(type))?.[0] ?? null

/** PUT /api/attribute-values: a record's profile attribute values, all written or none. */
export function registerAttributeValueEndpoints(router: Router) {
  registerActions(router, [syncAttributeValues])
}

/** The value as stored (text), or the message saying why it cannot be. */
function storedValue(attr: Row, raw: unknown): { value: string | null } | { error: string } {
  const name = String(attr.name)
  const empty = raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '')
  if (attr.type === 'boolean') {
    const on = raw === true || raw === 1 || raw === '1' || raw === 'true'
    if (!on && attr.is_required === 1) return { error: `The ${name} field must be accepted.` }
    return { value: on ? '1' : '0' }
  }
  if (empty) {
    return attr.is_required === 1 ? { error: `The ${name} field is required.` } : { value: null }
  }
  const text = String(raw)
  if (attr.type === 'number' && isNaN(Number(text)))
    return { error: `The ${name} field must be a number.` }
  if (attr.type === 'date' && (!/^\d{4}-\d{2}-\d{2}$/.test(text) || isNaN(Date.parse(text))))
    return { error: `The ${name} field must be a valid date.` }
  if (attr.type === 'select' && !((attr.options as string[] | null) ?? []).includes(text))
    return { error: `The selected ${name} is invalid.` }
  if (text.length > 5000)
    return { error: `The ${name} field must not be greater than 5000 characters.` }
  return { value: text }
}

/**
 * Writes the values sent (`values`: attribute id → value) for one record's profile attributes
 * (`form` null) of its entity; a required attribute the record holds no value for must be sent.
 * Staff who may create or update the record; investors 403. 422 under `values.{attribute_id}`.
 */
const syncAttributeValues = defineAction({
  method: 'PUT',
  path: '/api/attribute-values',
  may: (req) => req.user?.role_id !== INVESTOR_ROLE,
  rules: {
    attributable_type: `required|${morphIn}`,
    attributable_id: 'required|integer|min:1',
    values: 'nullable|array',
  },
  handle: writeValues,
})

async function writeValues(req: RequestContext, data: Record<string, unknown>): Promise<Response> {
  const db = req.host.db
  const actor = authUser(req)
  const type = String(data.attributable_type)
  const resource = (API_FAMILY_PERMISSIONS as Record<string, Resource | null>)[type] ?? null
  if (resource && !grants(actor, resource, 'update') && !grants(actor, resource, 'create'))
    return forbidden()
  const id = Number(data.attributable_id)
  if (!db.table(type).find(id)) return modelNotFound(type, id)
  const entity = entityOf(type)
  const sent = (data.values ?? {}) as Record<string, unknown>
  const attributes = db
    .table('attributes')
    .where((a) => a.entity === entity && a.form === null)
    .sort((a, b) => Number(a.order) - Number(b.order))
  const held = db
    .table('attribute-values')
    .where((v) => v.attributable_type === type && v.attributable_id === id)

  const problems: Record<string, string[]> = {}
  const writes: [Row, string | null][] = []
  for (const key of Object.keys(sent)) {
    if (!attributes.some((a) => String(a.id) === key))
      problems[`values.${key}`] = [`The selected values.${key} is invalid.`]
  }
  for (const attr of attributes) {
    const key = String(attr.id)
    if (!(key in sent)) {
      const stored = held.find((v) => v.attribute_id === attr.id)
      if (attr.is_required === 1 && (stored?.value ?? null) === null)
        problems[`values.${key}`] = [`The ${String(attr.name)} field is required.`]
      continue
    }
    const result = storedValue(attr, sent[key])
    if ('error' in result) problems[`values.${key}`] = [result.error]
    else writes.push([attr, result.value])
  }
  if (Object.keys(problems).length > 0) return validationError(problems)

  const table = db.table('attribute-values')
  for (const [attr, value] of writes) {
    const stored = held.find((v) => v.attribute_id === attr.id)
    if (stored) await table.update(stored.id, { value })
    else
      await table.insert({
        attribute_id: attr.id,
        attributable_type: type,
        attributable_id: id,
        value,
      })
  }
  const rows = table
    .where((v) => v.attributable_type === type && v.attributable_id === id)
    .sort((a, b) => a.id - b.id)
  return json({ data: rows.map((row) => recordJson(req, registry, attributeValues, row)) })
}
