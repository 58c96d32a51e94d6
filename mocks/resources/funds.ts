import { defineResource } from '../engine/types'
import { offeredFundIds, viewerHoldings } from './groups/funds-holdings'
import { hasMany, crmChildren } from '../engine/relation-helpers'
import { isoOrder } from '../engine/collation'

export const FUND_STATUSES = ['fundraising', 'investing', 'harvesting', 'closed'] as const
export const FUND_STRATEGIES = [
  'eis',
  'seis',
  'vct',
  'growth_equity',
  'private_credit',
  'real_estate',
  'infrastructure',
] as const

export const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')

export const funds = defineResource({
  family: 'funds',
  model: 'Fund',
  feature: 'funds',
  fields: [
    'id',
    'name',
    'slug',
    'manager_name',
    'strategy',
    'vintage_year',
    'currency',
    'target_size',
    'committed_amount',
    'called_amount',
    'nav',
    'status',
    'inception_date',
    'management_fee',
    'carried_interest',
    'hurdle_rate',
    'description',
    'created_at',
    'updated_at',
  ],
  filters: {
    exact: ['id', 'slug', 'status', 'strategy', 'vintage_year', 'currency'],
    partial: ['name', 'manager_name'],
    scopes: {
      search: (row, [term]) =>
        `${row.name} ${row.manager_name}`.toLowerCase().includes((term ?? '').toLowerCase()),
    },
  },
  sorts: [
    'id',
    'name',
    'vintage_year',
    'target_size',
    'committed_amount',
    'called_amount',
    'nav',
    'status',
    'inception_date',
    'created_at',
  ],
  defaultSort: 'name',
  includes: {
    netAssetValues: hasMany('net-asset-values', 'fund_id'),
    ledger: hasMany('fund-ledger', 'fund_id'),
    kpis: hasMany('fund-kpis', 'fund_id'),
    fundInvestmentOpportunities: hasMany('fund-investment-opportunities', 'fund_id'),
    reports: hasMany('reports', 'fund_id'),
    ...crmChildren('funds'),
  },
  appends: {
    // Investors holding units now: capital calls less redemptions (openapi fund-ledger.yaml).
    investors_count: (row, ctx) => {
      const units = new Map<number, number>()
      for (const e of ctx.req.host.db.table('fund-ledger').where((r) => r.fund_id === row.id)) {
        const sign = e.type === 'capital_call' ? 1 : e.type === 'redemption' ? -1 : 0
        units.set(
          Number(e.user_id),
          (units.get(Number(e.user_id)) ?? 0) + sign * Number(e.units ?? 0),
        )
      }
      return [...units.values()].filter((u) => u > 0).length
    },
    nav_per_unit: (row, ctx) => {
      const latest = ctx.req.host.db
        .table('net-asset-values')
        .where((r) => r.fund_id === row.id)
        .sort(
          (a, b) => isoOrder(String(b.valuation_date), String(a.valuation_date)) || b.id - a.id,
        )[0]
      return latest ? Number(latest.nav_per_unit) : null
    },
  },
  rules: {
    name: 'required|string|max:255',
    slug: 'nullable|string|max:255|unique:funds,slug',
    manager_name: 'required|string|max:255',
    strategy: `required|in:${FUND_STRATEGIES.join(',')}`,
    vintage_year: 'required|integer|between:1990,2100',
    currency: 'nullable|in:GBP',
    target_size: 'required|numeric|min:0',
    committed_amount: 'nullable|numeric|min:0',
    called_amount: 'nullable|numeric|min:0',
    nav: 'nullable|numeric|min:0',
    status: `required|in:${FUND_STATUSES.join(',')}`,
    inception_date: 'required|date',
    management_fee: 'nullable|numeric|between:0,100',
    carried_interest: 'nullable|numeric|between:0,100',
    hurdle_rate: 'nullable|numeric|between:0,100',
    description: 'nullable|string|max:10000',
  },
  updateRules: {
    name: 'sometimes|required|string|max:255',
    slug: 'sometimes|required|string|max:255|unique:funds,slug',
    manager_name: 'sometimes|required|string|max:255',
    strategy: `sometimes|required|in:${FUND_STRATEGIES.join(',')}`,
    vintage_year: 'sometimes|required|integer|between:1990,2100',
    target_size: 'sometimes|required|numeric|min:0',
    status: `sometimes|required|in:${FUND_STATUSES.join(',')}`,
    inception_date: 'sometimes|required|date',
    // The rest as on create: an update that sends them is held to the same rules.
    currency: 'sometimes|nullable|in:GBP',
    committed_amount: 'sometimes|nullable|numeric|min:0',
    called_amount: 'sometimes|nullable|numeric|min:0',
    nav: 'sometimes|nullable|numeric|min:0',
    management_fee: 'sometimes|nullable|numeric|between:0,100',
    carried_interest: 'sometimes|nullable|numeric|between:0,100',
    hurdle_rate: 'sometimes|nullable|numeric|between:0,100',
    description: 'sometimes|nullable|string|max:10000',
  },
  defaults: (input) => ({
    slug: input.slug ?? slugify(String(input.name ?? '')),
    currency: 'GBP',
    committed_amount: 0,
    called_amount: 0,
    nav: 0,
    management_fee: null,
    carried_interest: null,
    hurdle_rate: null,
    description: null,
  }),
  investor: {
    // Holders see their funds; everyone sees a fund that is offered to them through a live
    // fund opportunity (its page and the opportunity's `fund` include need it).
    read: (row, ctx) =>
      viewerHoldings(ctx).funds.has(row.id) || offeredFundIds(ctx.req.host.db).has(row.id),
  },
})
