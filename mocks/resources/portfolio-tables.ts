import { defineResource } from '../engine/types'

/** Investor portfolio table layouts (Settings > Investor > Portfolio tables). */
export const portfolioTables = defineResource({
  family: 'portfolio-tables',
  model: 'PortfolioTable',
  fields: ['id', 'name', 'columns', 'order', 'is_default', 'created_at', 'updated_at'],
  filters: {
    exact: ['id', 'is_default'],
    partial: ['name'],
  },
  sorts: ['id', 'name', 'order', 'created_at'],
  defaultSort: 'order',
  rules: {
    name: 'required|string|max:255',
    columns: 'required|array|min:1',
    order: 'nullable|integer|min:0',
    is_default: 'nullable|boolean',
  },
  updateRules: {
    name: 'sometimes|required|string|max:255',
    columns: 'sometimes|required|array|min:1',
  },
  defaults: (_input, ctx) => ({
    order: ctx.req.host.db.table('portfolio-tables').count() + 1,
    is_default: 0,
  }),
  afterWrite: async (row, op, ctx) => {
    // Only one layout is the default: choosing a new one clears the others.
    if (op === 'delete' || !row.is_default) return
    const table = ctx.req.host.db.table('portfolio-tables')
    for (const other of table.where((r) => r.id !== row.id && !!r.is_default)) {
      await table.update(other.id, { is_default: 0 })
    }
  },
  investor: {
    read: () => true,
  },
})
