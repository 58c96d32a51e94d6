import { defineResource, type Ctx } from '../engine/types'
import type { Row } from '../db/db'
import { morphIn, stripInput } from './groups/people-shared'
import { belongsTo } from '../engine/relation-helpers'
import { morphParent } from '../engine/parent-guards'

const own = (row: Row, ctx: Ctx) =>
  ctx.user !== null && row.attributable_type === 'users' && row.attributable_id === ctx.user.id

/** An investor may fill in their profile's unlocked investor attributes only. */
function investorAttribute(ctx: Ctx, attributeId: unknown) {
  const attr = ctx.req.host.db.table('attributes').find(Number(attributeId))
  return attr !== undefined && attr.entity === 'investor' && attr.is_locked !== 1
}

/** The value a record holds for a custom attribute (stored as text, as the backend does). */
export const attributeValues = defineResource({
  family: 'attribute-values',
  model: 'AttributeValue',
  parent: morphParent('attributable'),
  // prettier-ignore
  fields: [
    'id', 'attribute_id', 'attributable_type', 'attributable_id', 'value', 'created_at',
    'updated_at',
  ],
  filters: {
    exact: ['id', 'attribute_id', 'attributable_type', 'attributable_id'],
    partial: ['value'],
  },
  sorts: ['id', 'attribute_id', 'created_at'],
  defaultSort: 'id',
  includes: {
    attribute: belongsTo('attributes', 'attribute_id'),
  },
  rules: {
    attribute_id: 'required|integer|exists:attributes,id',
    attributable_type: `required|${morphIn}`,
    attributable_id: 'required|integer|min:1',
    value: 'nullable|string|max:5000',
  },
  investor: {
    read: own,
    create: (input, ctx) => {
      if (!ctx.user || !investorAttribute(ctx, input.attribute_id)) return false
      input.attributable_type = 'users'
      input.attributable_id = ctx.user.id
      return {}
    },
    update: (row, ctx) => {
      if (!own(row, ctx) || !investorAttribute(ctx, row.attribute_id)) return false
      stripInput(ctx, ['attribute_id', 'attributable_type', 'attributable_id'])
      return true
    },
  },
})
