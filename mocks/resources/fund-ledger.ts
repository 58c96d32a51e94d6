import type { Database } from '../db/db'
import { defineResource } from '../engine/types'
import { money } from './groups/funds-holdings'
import { belongsTo } from '../engine/relation-helpers'

export const LEDGER_TYPES = [
  'commitment',
  'capital_call',
  'distribution',
  'fee',
  'redemption',
] as const

/** Committed and called totals on the fund follow its ledger, as the backend's observer keeps them. */
export async function syncFundTotals(db: Database, fundId: number) {
  if (!db.table('funds').find(fundId)) return
  let committed = 0
  let called = 0
  for (const e of db.table('fund-ledger').where((r) => r.fund_id === fundId)) {
    if (e.type === 'commitment') committed += Number(e.amount)
    if (e.type === 'capital_call') called += Number(e.amount)
  }
  await db.table('funds').update(fundId, {
    committed_amount: money(committed),
    called_amount: money(called),
  })
}

export const fundLedger = defineResource({
  family: 'fund-ledger',
  model: 'FundLedgerEntry',
  feature: 'funds',
  fields: [
    'id',
    'fund_id',
    'user_id',
    'type',
    'amount',
    'units',
    'entry_date',
    'reference',
    'notes',
    'created_at',
    'updated_at',
  ],
  filters: {
    exact: ['id', 'fund_id', 'user_id', 'type', 'reference'],
    scopes: {
      from: (row, [date]) => !date || String(row.entry_date) >= date,
      to: (row, [date]) => !date || String(row.entry_date) <= date,
    },
  },
  sorts: ['id', 'entry_date', 'amount', 'type', 'created_at'],
  defaultSort: '-entry_date',
  includes: {
    fund: belongsTo('funds', 'fund_id'),
    user: belongsTo('users', 'user_id'),
  },
  rules: {
    fund_id: 'required|integer|exists:funds,id',
    user_id: 'required|integer|exists:users,id',
    type: `required|in:${LEDGER_TYPES.join(',')}`,
    amount: 'required|numeric|decimal:0,2|min:0.01',
    units: 'nullable|numeric|min:0',
    entry_date: 'required|date',
    reference: 'nullable|string|max:64',
    notes: 'nullable|string|max:2000',
  },
  updateRules: {
    fund_id: 'sometimes|required|integer|exists:funds,id',
    user_id: 'sometimes|required|integer|exists:users,id',
    type: `sometimes|required|in:${LEDGER_TYPES.join(',')}`,
    amount: 'sometimes|required|numeric|decimal:0,2|min:0.01',
    entry_date: 'sometimes|required|date',
  },
  defaults: (input, ctx) => ({
    units: null,
    notes: null,
    reference:
      input.reference ??
      `FL-${String(input.fund_id ?? 0).padStart(3, '0')}-${ctx.req.host.db.table('fund-ledger').nextId()}`,
  }),
  afterWrite: (row, _op, ctx) => syncFundTotals(ctx.req.host.db, Number(row.fund_id)),
  investor: {
    read: (row, ctx) => row.user_id === ctx.user?.id,
  },
})
