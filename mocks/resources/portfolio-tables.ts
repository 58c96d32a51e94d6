import { defineResource } from '../engine/types'

/** Investor portfolio table layouts (Settings > Investor > Portfolio tables). */
export const portfolioTables = defineResource({
  family: 'portfolio-tables',
  model: 'PortfolioTable',
  fields: [
    'id',
    'name',
    'columns',
    'order',
    'is_default',
    'is_visible',
    'created_at',
    'updated_at',
  ],
  filters: {
    exact: ['id', 'is_default', 'is_visible'],
    partial: ['name'],
  },
  sorts: ['id', 'name', 'order', 'created_at'],
  defaultSort: 'order',
  rules: {
    name: 'required|string|max:255',
    columns: 'required|array|min:1',
    order: 'nullable|integer|min:0',
    is_default: 'nullable|boolean',
    is_visible: 'nullable|boolean',
  },
  // The update rules replace the create rules, so every editable column is listed.
  updateRules: {
    name: 'sometimes|required|string|max:255',
    columns: 'sometimes|required|array|min:1',
    order: 'nullable|integer|min:0',
    is_default: 'nullable|boolean',
    is_visible: 'nullable|boolean',
  },
  defaults: (_input, ctx) => ({
    order: ctx.req.host.db.table('portfolio-tables').count() + 1,
    is_default: 0,
    is_visible: 1,
  }),
  afterWrite: async (row, op, ctx) => {
    // Only one layout is the default: choosing a new one clears the others.
    if (op === 'delete' || !row.is_default) return
    const table = ctx.req.host.db.table('portfolio-tables')
    for (const other of table.where((r) => r.id !== row.id && !!r.is_default)) {
      await table.update(other.id, { is_default: 0 })
    }
  },
  // A table staff hid is not the investor's to see (a row from before the flag counts as shown).
  investor: {
    read: (row) => Number(row.is_visible ?? 1) === 1,
  },
})
