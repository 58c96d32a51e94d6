import { queryOptions } from '@tanstack/react-query'
import { decodeRecord, http, isObject } from '@/lib/api'
import type { components } from '@/lib/api/schema.gen'
import { resourceKeys } from '@/lib/resources'

export type CapTable = components['schemas']['CapTable']
export type CapTableHolder = components['schemas']['CapTableHolder']
export type CapTableShareClass = components['schemas']['CapTableShareClass']

const num = (v: unknown): number | null => {
  if (v === null || v === undefined || v === '') return null
  const n = typeof v === 'number' ? v : Number(v)
  return Number.isFinite(n) ? n : null
}
const list = (v: unknown) => (Array.isArray(v) ? v.filter(isObject) : [])
const text = (v: unknown, fallback: string) =>
  typeof v === 'string' && v.trim() !== '' ? v : fallback

/**
 * Tolerant reading of the cap table: a host may send decimals as strings (Laravel's decimal
 * casts), leave out what it cannot compute, or name a holder's class nowhere (Ordinary).
 */
export function decodeCapTable(body: unknown): CapTable {
  const raw = decodeRecord<Record<string, unknown>>(body, 'the cap table')
  const holders: CapTableHolder[] = list(raw.holders).map((h) => ({
    kind: h.kind === 'pre_round' ? 'pre_round' : 'investor',
    user_id: num(h.user_id),
    name: text(h.name, 'Unnamed holder'),
    share_class: text(h.share_class, 'Ordinary'),
    shares: num(h.shares) ?? 0,
    invested: num(h.invested) ?? 0,
    percent: num(h.percent) ?? 0,
    value: num(h.value),
    moic: num(h.moic),
  }))
  const total = num(raw.total_shares) ?? holders.reduce((s, h) => s + h.shares, 0)
  const classes = list(raw.share_classes).map((c) => ({
    share_class: text(c.share_class, 'Ordinary'),
    shares: num(c.shares) ?? 0,
    holders: num(c.holders) ?? 0,
    percent: num(c.percent) ?? 0,
  }))
  return {
    investment_opportunity_id: num(raw.investment_opportunity_id) ?? 0,
    as_of: typeof raw.as_of === 'string' ? raw.as_of : '',
    share_price: num(raw.share_price),
    round_price: num(raw.round_price),
    total_shares: total,
    valuation: num(raw.valuation),
    holders,
    share_classes: classes.length > 0 ? classes : classesOf(holders, total),
  }
}

/** Share classes from the holders, for a host that sends only those. */
function classesOf(holders: CapTableHolder[], total: number): CapTableShareClass[] {
  const by = new Map<string, CapTableShareClass>()
  for (const h of holders) {
    const c = by.get(h.share_class) ?? {
      share_class: h.share_class,
      shares: 0,
      holders: 0,
      percent: 0,
    }
    c.shares += h.shares
    c.holders += 1
    by.set(h.share_class, c)
  }
  return [...by.values()].map((c) => ({
    ...c,
    percent: total > 0 ? Math.round((c.shares / total) * 10000) / 100 : 0,
  }))
}

/**
 * Under the opportunities' key: anything that changes an opportunity (a new share price moves
 * its share_price) refreshes its cap table too.
 */
export const capTableKey = (opportunityId: number) =>
  [...resourceKeys('investment-opportunities').all, 'cap-table', opportunityId] as const

/** GET /api/investment-opportunities/{id}/cap-table. */
export const capTableQuery = (opportunityId: number) =>
  queryOptions({
    queryKey: capTableKey(opportunityId),
    queryFn: async ({ signal }) => {
      const res = await http.get<unknown>(
        `/api/investment-opportunities/${opportunityId}/cap-table`,
        { signal },
      )
      return decodeCapTable(res.data)
    },
  })
