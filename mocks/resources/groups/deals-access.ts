import type { Database, Row } from '../../db/db'
import type { Ctx } from '../../engine/types'
import { withheldFor } from './promotion-exemptions'

/** Opportunity status codes of SPEC §4. */
export const OPPORTUNITY_STATUS = {
  draft: 1,
  liveExternal: 2,
  liveInternal: 3,
  closed: 4,
  completed: 5,
  matured: 6,
} as const

/** Statuses an investor may reserve into (the two live ones). */
export const INVESTABLE_STATUSES: readonly number[] = [
  OPPORTUNITY_STATUS.liveExternal,
  OPPORTUNITY_STATUS.liveInternal,
]

export interface OpportunityRow extends Row {
  name: string
  slug: string
  status: number
  stage: number
  target_amount: number
  raised_amount: number
  minimum_investment: number | null
  maximum_investment: number | null
  investment_increment: number | null
  share_price: number | null
  tax_relief: string | null
  close_date: string | null
  allowed_investor_types?: string[] | null
}

const cache = new Map<string, Set<number>>()

/**
 * The opportunities an investor may see: every Live - External one, Live - Internal ones they
 * were invited to, and any they hold investments in (their portfolio). Index filters call this
 * per row, so the set is cached per user and the versions of the tables it reads.
 */
export function readableOpportunityIds(db: Database, userId: number): Set<number> {
  const opps = db.table<OpportunityRow>('investment-opportunities')
  const invitations = db.table('invitations')
  const investments = db.table('investments')
  const key = `${userId}:${opps.version}:${invitations.version}:${investments.version}`
  const hit = cache.get(key)
  if (hit) return hit
  const invited = new Set(
    invitations.where((i) => i.user_id === userId).map((i) => Number(i.investment_opportunity_id)),
  )
  const ids = new Set<number>()
  for (const i of investments.all()) {
    if (i.user_id === userId) ids.add(Number(i.investment_opportunity_id))
  }
  for (const o of opps.all()) {
    if (o.status === OPPORTUNITY_STATUS.liveExternal) ids.add(o.id)
    else if (o.status === OPPORTUNITY_STATUS.liveInternal && invited.has(o.id)) ids.add(o.id)
  }
  // Only the latest state matters; older keys of this user are dead weight.
  for (const k of cache.keys()) if (k.startsWith(`${userId}:`)) cache.delete(k)
  cache.set(key, ids)
  return ids
}

export function investorCanReadOpportunity(db: Database, userId: number, id: unknown): boolean {
  if (id === null || id === undefined) return false
  return readableOpportunityIds(db, userId).has(Number(id))
}

/**
 * Investor scope of an opportunity's child rows: readable when the parent is, and (financial
 * promotion exemptions) once the investor has a current statement: its terms, figures and
 * content are details a visitor may not see.
 */
export const childOfReadableOpportunity = (row: Row, ctx: Ctx) =>
  ctx.user !== null &&
  investorCanReadOpportunity(ctx.req.host.db, ctx.user.id, row.investment_opportunity_id) &&
  !withheldFor(ctx)

/** Investor scope of a user's own rows. */
export const ownRow = (row: Row, ctx: Ctx) => ctx.user !== null && row.user_id === ctx.user.id

export const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')

/** A slug not yet used in investment-opportunities: `name`, `name-2`, `name-3`, ... */
export function uniqueOpportunitySlug(db: Database, name: string, ignoreId?: number): string {
  const base = slugify(name) || 'opportunity'
  const taken = new Set(
    db
      .table('investment-opportunities')
      .where((r) => r.id !== ignoreId)
      .map((r) => String(r.slug)),
  )
  if (!taken.has(base)) return base
  let n = 2
  while (taken.has(`${base}-${n}`)) n++
  return `${base}-${n}`
}

/** Calendar date (YYYY-MM-DD) of a Date, in UTC as the host stores dates. */
export const isoDate = (d: Date) => d.toISOString().slice(0, 10)

/** £1,234.50 style amounts for messages (whole pounds without pence). */
export const gbp = (amount: number) =>
  `£${amount.toLocaleString('en-GB', {
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  })}`
