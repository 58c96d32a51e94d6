import type { Row } from '../db/db'
import { belongsTo } from '../engine/relation-helpers'
import { defineResource } from '../engine/types'

export interface PaDealRow extends Row {
  name: string
  firm: string | null
  email: string | null
  phone: string | null
  reason: string
  investment_opportunity_id: number
  /** Date and time, as typed ("2026-11-20T14:30" or "2026-11-20 14:30:00"). */
  became_insider_at: string
  ceased_at: string | null
}

export const CEASED_BEFORE_BECAME =
  'The date ceased must be on or after the date they became an insider.'

/**
 * External insiders (SPEC §2 `/admin/insider-register/pa-deals`; not in the provider's API yet,
 * modelled here): people outside the platform (advisers, lawyers, the company's own staff) who
 * hold inside information about a deal, as a regulator's insider list records them. Guarded by
 * `investors`, as the rest of the insider register is (src/lib/navigation/admin-nav.ts).
 */
export const paDeals = defineResource<PaDealRow>({
  family: 'pa-deals',
  model: 'PaDeal',
  // prettier-ignore
  fields: [
    'id', 'name', 'firm', 'email', 'phone', 'reason', 'investment_opportunity_id',
    'became_insider_at', 'ceased_at', 'created_at', 'updated_at',
  ],
  filters: {
    exact: ['id', 'investment_opportunity_id'],
    partial: ['name', 'firm'],
    scopes: {
      // filter[search]=…: name, firm or email.
      search: (row, values) =>
        values.some((v) =>
          [row.name, row.firm, row.email].some((f) =>
            String(f ?? '')
              .toLowerCase()
              .includes(v.toLowerCase()),
          ),
        ),
      // filter[current]=1: still insiders (no date ceased); 0: ceased.
      current: (row, [v]) => (row.ceased_at === null) === (v !== '0'),
    },
  },
  sorts: ['id', 'name', 'firm', 'became_insider_at', 'ceased_at', 'created_at'],
  defaultSort: '-became_insider_at',
  includes: {
    investmentOpportunity: belongsTo('investment-opportunities', 'investment_opportunity_id'),
  },
  appends: {
    opportunity_name: (row, ctx) => {
      const opp = ctx.req.host.db
        .table('investment-opportunities')
        .find(row.investment_opportunity_id)
      return opp ? String(opp.name) : null
    },
  },
  rules: {
    name: 'required|string|max:255',
    firm: 'nullable|string|max:255',
    email: 'nullable|email|max:255',
    phone: 'nullable|string|max:50',
    reason: 'required|string|max:1000',
    investment_opportunity_id: 'required|integer|exists:investment-opportunities,id',
    became_insider_at: 'required|date',
    ceased_at: 'nullable|date',
  },
  refuse: (input, _ctx, row) => {
    const from = (input.became_insider_at ?? row?.became_insider_at) as string | undefined
    const until = (input.ceased_at === undefined ? row?.ceased_at : input.ceased_at) as
      string | null | undefined
    if (!from || !until) return null
    // Dates compare as the day they fall on: ceasing the same day is allowed.
    return until.slice(0, 10) < from.slice(0, 10) ? { ceased_at: [CEASED_BEFORE_BECAME] } : null
  },
  defaults: () => ({ firm: null, email: null, phone: null, ceased_at: null }),
  permission: () => 'investors',
})
