import { defineResource } from '../engine/types'
import { refuseWhileUsed } from './groups/option-lists'

/** Investment characters (growth, income, impact, ...): a label opportunities carry. */
export const characters = defineResource({
  family: 'characters',
  // SPEC §2/§9: behind the investment categories flag; off, writes answer 403 naming it.
  feature: 'investmentCategories',
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
  dependants: refuseWhileUsed('investment character', [
    {
      table: 'investment-opportunities',
      column: 'character_id',
      noun: ['opportunity', 'opportunities'],
    },
  ]),
  // Shown on opportunities in the investor portal.
  investor: { read: () => true },
})
