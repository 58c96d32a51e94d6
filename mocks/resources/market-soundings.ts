import type { Row } from '../db/db'
import { defineResource } from '../engine/types'
import { belongsTo } from '../engine/relation-helpers'
import { ownRow } from './groups/deals-access'

/** SPEC §4 market-sounding responses, in the order the portal offers them. */
export const MARKET_SOUNDING_RESPONSES = ['finance', 'no_finance', 'not_interested'] as const
export type MarketSoundingResponse = (typeof MARKET_SOUNDING_RESPONSES)[number]

/** SPEC §4 labels of the responses, as staff read them in notifications. */
export const MARKET_SOUNDING_LABELS: Record<MarketSoundingResponse, string> = {
  finance: 'Interested - Have finance in place',
  no_finance: "Interested - Don't have finance in place",
  not_interested: 'Not Interested',
}

export interface MarketSoundingRow extends Row {
  investment_opportunity_id: number
  user_id: number
  title: string
  body: string | null
  /** The explanation the investor was shown (settings' market_sounding_description when sent). */
  wording: string | null
  response: MarketSoundingResponse | null
  responded_at: string | null
  /** When the information was made public, so the sounded investors are no longer insiders. */
  cleansed_at: string | null
  /** The soundings sent together (POST /api/market-soundings/send): the first one's id. */
  batch_id: number | null
}

/** The soundings sent together with this one (one investor each); a lone row is its own batch. */
export const batchOf = (row: Pick<MarketSoundingRow, 'id' | 'batch_id'>) => row.batch_id ?? row.id

/**
 * Market soundings (not yet in the provider's API; modelled here): staff share inside
 * information about an opportunity with one investor, who answers once (POST
 * /api/market-soundings/{id}/respond, mocks/handlers/market-soundings.ts) and becomes an
 * insider. The investor may not be able to see an internal opportunity before it launches, so
 * the sounding carries its name as the `opportunity_name` append.
 */
export const marketSoundings = defineResource<MarketSoundingRow>({
  family: 'market-soundings',
  model: 'MarketSounding',
  feature: 'marketSounding',
  // prettier-ignore
  fields: [
    'id', 'investment_opportunity_id', 'user_id', 'title', 'body', 'wording', 'response',
    'responded_at', 'cleansed_at', 'batch_id', 'created_at', 'updated_at',
  ],
  filters: {
    exact: ['id', 'investment_opportunity_id', 'user_id', 'response', 'batch_id'],
    scopes: {
      // filter[pending]=1: awaiting the investor (not answered, not declined); 0: the others.
      pending: (row, [v]) => (row.response === null && !row.declined_at) === (v !== '0'),
      // filter[cleansed]=1: made public; 0: still inside information.
      cleansed: (row, [v]) => (row.cleansed_at !== null) === (v !== '0'),
    },
  },
  sorts: ['id', 'created_at', 'responded_at', 'cleansed_at'],
  defaultSort: '-created_at',
  includes: {
    investmentOpportunity: belongsTo('investment-opportunities', 'investment_opportunity_id'),
    user: belongsTo('users', 'user_id'),
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
    investment_opportunity_id: 'required|integer|exists:investment-opportunities,id',
    user_id: 'required|integer|exists:users,id',
    title: 'required|string|max:255',
    body: 'nullable|string|max:200000',
    wording: 'nullable|string|max:200000',
  },
  // The response is the investor's to give, through the respond route only; a sounding is
  // cleansed through the cleanse route, for its whole batch at once.
  defaults: () => ({
    wording: null,
    response: null,
    responded_at: null,
    cleansed_at: null,
    batch_id: null,
  }),
  permission: () => 'investment_opportunity_live',
  // The insider register lists every sounding; it is open to whoever may list investors
  // (src/lib/navigation/admin-nav.ts), compliance staff included.
  readers: ['investors'],
  only: ['index', 'show', 'store', 'update', 'destroy'],
  investor: { read: ownRow },
})
