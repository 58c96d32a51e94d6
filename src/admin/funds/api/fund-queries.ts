import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { personName, type ListQuery } from '@/lib/api'
import {
  createRecord,
  fetchPage,
  resourceKeys,
  updateRecord,
  type Family,
  type RecordOf,
} from '@/lib/resources'
import type { SelectOption } from '@/ui'

export type Fund = RecordOf<'funds'>
export type NetAssetValue = RecordOf<'net-asset-values'>
export type LedgerEntry = RecordOf<'fund-ledger'>
export type FundKpi = RecordOf<'fund-kpis'>
export type FundHolding = RecordOf<'fund-holdings'>

/** The host's largest page (spatie's per_page cap). */
const PER_PAGE = 100

/** Every page of a family's list: a fund's ledger or NAVs are read whole, to add them up. */
async function fetchAll<F extends Family>(family: F, query: ListQuery, signal?: AbortSignal) {
  const first = await fetchPage(family, { ...query, page: 1, perPage: PER_PAGE }, signal)
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.last_page - 1) }, (_, i) =>
      fetchPage(family, { ...query, page: i + 2, perPage: PER_PAGE }, signal),
    ),
  )
  return [first, ...rest].flatMap((p) => p.data)
}

const allQuery = <F extends Family>(family: F, query: ListQuery) =>
  queryOptions({
    queryKey: [...resourceKeys(family).list(query), 'all'] as const,
    queryFn: ({ signal }) => fetchAll(family, query, signal),
  })

/** GET /api/net-asset-values of one fund, oldest first (the chart's order). */
export const fundNavsQuery = (fundId: number) =>
  allQuery('net-asset-values', { filter: { fund_id: fundId }, sort: ['valuation_date', 'id'] })

/**
 * GET /api/fund-ledger of one fund with each entry's investor, oldest first: the running
 * balance and the holders' positions need every entry.
 */
export const fundLedgerQuery = (fundId: number) =>
  allQuery('fund-ledger', {
    filter: { fund_id: fundId },
    include: ['user'],
    sort: ['entry_date', 'id'],
  })

/** GET /api/fund-holdings of one fund with the opportunity a holding links to, largest first. */
export const fundHoldingsQuery = (fundId: number) =>
  allQuery('fund-holdings', {
    filter: { fund_id: fundId },
    include: ['investmentOpportunity'],
    sort: ['-value', 'name'],
  })

/** GET /api/fund-kpis of one fund, oldest period first. */
export const fundKpisQuery = (fundId: number) =>
  allQuery('fund-kpis', { filter: { fund_id: fundId }, sort: ['period', 'name'] })

export interface NavInput {
  fund_id: number
  valuation_date: string
  nav_per_unit: string
  total_nav: number | null
  units_in_issue: string | null
  notes: string | null
}

/** POST /api/net-asset-values (the host moves the fund's `nav` to its latest valuation). */
export const recordNav = (input: NavInput) => createRecord('net-asset-values', { ...input })

export interface LedgerInput {
  fund_id: number
  user_id: number | null
  type: string
  amount: number | null
  units: string | null
  entry_date: string
  reference: string | null
  notes: string | null
}

/** POST /api/fund-ledger (the host recomputes the fund's committed and called totals). */
export const addLedgerEntry = (input: LedgerInput) => createRecord('fund-ledger', { ...input })

export interface HoldingInput {
  fund_id: number
  name: string
  sector: string | null
  acquired_at: string
  cost: number | null
  value: number | null
}

/** POST /api/fund-holdings, or PATCH /api/fund-holdings/{id} when editing one. */
export const saveHolding = (id: number | null, input: HoldingInput) =>
  id === null
    ? createRecord('fund-holdings', { ...input })
    : updateRecord('fund-holdings', id, { ...input })

/**
 * What a NAV or a ledger entry moves: the fund (its nav and totals), its NAVs and ledger, and
 * every holder's portfolio value (the portal reads funds and its totals under these keys).
 */
export function invalidateFund(client: QueryClient) {
  return Promise.all(
    (['funds', 'net-asset-values', 'fund-ledger', 'investments'] as const).map((family) =>
      client.invalidateQueries({ queryKey: resourceKeys(family).all }),
    ),
  )
}

/** Investors by name or email, for the ledger entry's investor. */
export async function searchInvestors(term: string, signal: AbortSignal): Promise<SelectOption[]> {
  const page = await fetchPage(
    'users',
    { type: 'investor', filter: { search: term }, perPage: 20 },
    signal,
  )
  return page.data.map((u) => ({
    value: String(u.id),
    label: `${personName(u, String(u.email ?? ''))} (${String(u.email ?? '')})`,
  }))
}
