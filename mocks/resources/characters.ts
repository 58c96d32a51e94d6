import { defineResource } from '../engine/types'

/** Investment characters (growth, income, impact, ...): a label opportunities carry. */
export const characters = defineResource({
  family: 'characters',
  model: 'Character',
  fields: ['id', 'name', 'description', 'colour', 'order', 'created_at', 'updated_at'],
  filters: { exact: ['id'], partial: ['name'] },
  sorts: ['id', 'name', 'order', 'created_at'],
  defaultSort: 'order',
  rules: {
    name: 'required|string|max:100|unique:characters,name',
    description: 'nullable|string|max:1000',
    colour: 'nullable|string|size:7',
    order: 'sometimes|integer|min:0',
  },
  defaults: (_input, ctx) => ({ order: ctx.req.host.db.table('characters').count() + 1 }),
  // Shown on opportunities in the investor portal.
  investor: { read: () => true },
})
