/**
 * The certificates overview: investors waiting for a certificate, grouped by opportunity, and
 * the self-assessment deadline staff work towards. Pure, tested on its own.
 */

export interface OutstandingLike {
  investment_id: number
  investor_name: string
  investor_reference?: string | null
  investment_opportunity_id: number
  opportunity_name: string
  company_name?: string | null
  scheme: string
  amount: number | string
  statement_authorised_at?: string | null
  days_outstanding: number
  certificate_status: string
}

export interface OutstandingGroup<R extends OutstandingLike> {
  opportunityId: number
  opportunity: string
  company: string | null
  count: number
  /** The longest wait in the group, in days. */
  oldestDays: number
  total: number
  /** Oldest first. */
  rows: R[]
}

/** One group per opportunity, the group waiting longest first. */
export function groupOutstanding<R extends OutstandingLike>(
  rows: readonly R[],
): OutstandingGroup<R>[] {
  const groups = new Map<number, OutstandingGroup<R>>()
  for (const row of rows) {
    const id = row.investment_opportunity_id
    const group = groups.get(id) ?? {
      opportunityId: id,
      opportunity: row.opportunity_name,
      company: row.company_name ?? null,
      count: 0,
      oldestDays: 0,
      total: 0,
      rows: [],
    }
    group.count += 1
    group.oldestDays = Math.max(group.oldestDays, row.days_outstanding)
    group.total += Number(row.amount) || 0
    group.rows.push(row)
    groups.set(id, group)
  }
  for (const g of groups.values()) g.rows.sort((a, b) => b.days_outstanding - a.days_outstanding)
  return [...groups.values()].sort(
    (a, b) => b.oldestDays - a.oldestDays || a.opportunity.localeCompare(b.opportunity),
  )
}
