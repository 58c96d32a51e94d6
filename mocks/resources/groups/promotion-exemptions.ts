import type { Database, Row } from '../../db/db'
import { timestamp } from '../../db/db'
import type { Ctx } from '../../engine/types'
import { hostFlags } from '../../host/features'
import {
  promotionStandingOf,
  type InvestorColumns,
} from '../../../src/lib/investments/invest-eligibility'

/**
 * Financial promotion exemptions (SPEC §3 `financial_promotion_exceptions`, COBS 4.12A and
 * the Financial Promotion Order): the statement an investor makes before they see any
 * opportunity's details. The prescribed wording of each exemption is the tenant's (table
 * `promotion-exemptions`, edited in settings); what the investor agreed to is copied onto
 * their row with its date, and lapses 12 months later.
 */
export const PROMOTION_TABLE = 'promotion-exemptions'

/** The four exemptions, keyed as the investor categories they share their criteria with. */
export const EXEMPTION_KEYS = [
  'high_net_worth',
  'sophisticated',
  'self_certified_sophisticated',
  'restricted',
] as const
export type ExemptionKey = (typeof EXEMPTION_KEYS)[number]

export const EXEMPTION_NAMES: Record<ExemptionKey, string> = {
  high_net_worth: 'Certified high net worth individual',
  sophisticated: 'Certified sophisticated investor',
  self_certified_sophisticated: 'Self-certified sophisticated investor',
  restricted: 'Restricted investor',
}

/** How long a statement stands (COBS 4.12A: made in the last 12 months). */
export const STATEMENT_MONTHS = 12

/** The columns of the user's row that hold their statement (only the host writes them). */
export const STATEMENT_COLUMNS = [
  'promotion_exemption_type',
  'promotion_exemption_statement',
  'promotion_exemption_stated_at',
  'promotion_exemption_expires_at',
] as const

/** The date a statement made at `at` lapses: the same moment 12 calendar months on. */
export function statementExpiry(at: Date): Date {
  const end = new Date(at.getTime())
  end.setUTCMonth(end.getUTCMonth() + STATEMENT_MONTHS)
  return end
}

/** The columns a statement writes on the investor's row. */
export function statementColumns(key: ExemptionKey, wording: string, at: Date) {
  return {
    promotion_exemption_type: key,
    promotion_exemption_statement: wording,
    promotion_exemption_stated_at: timestamp(at),
    promotion_exemption_expires_at: timestamp(statementExpiry(at)),
  }
}

/** The evidence of a statement: who made it, which exemption, the exact wording and when. */
export function statementEvidence(user: Row, name: string) {
  return {
    userId: user.id,
    causerId: user.id,
    event: 'promotion_exemption_stated' as const,
    description: `Made the ${name} statement (financial promotion exemption)`,
    properties: {
      type: user.promotion_exemption_type,
      exemption: name,
      statement: user.promotion_exemption_statement,
      stated_at: user.promotion_exemption_stated_at,
      expires_at: user.promotion_exemption_expires_at,
    },
    at: String(user.promotion_exemption_stated_at),
  }
}

/**
 * Whether this viewer sees opportunities as a visitor who has made no statement: the flag is
 * on and they are an investor whose statement is missing or has lapsed. Staff never are.
 */
export function promotionWithheld(db: Database, user: Row | null, now: Date): boolean {
  if (!user) return false
  const on = hostFlags(db).financialPromotionExceptions
  const standing = promotionStandingOf(user as InvestorColumns, on, now.getTime())
  return standing === 'missing' || standing === 'expired'
}

export const withheldFor = (ctx: Ctx) =>
  promotionWithheld(ctx.req.host.db, ctx.user, ctx.req.host.now())

/**
 * What an investor without a current statement may not see of an opportunity: everything but
 * its name, company, sector (industry, type), short summary, pictures and status. Its figures,
 * terms, dates, description, tax relief and payment details are left out of the record.
 */
// prettier-ignore
export const WITHHELD_OPPORTUNITY_FIELDS = [
  'description', 'company_number', 'website', 'target_amount', 'raised_amount',
  'minimum_investment', 'maximum_investment', 'investment_increment', 'share_price',
  'pre_money_valuation', 'equity_offered_percent', 'open_date', 'close_date', 'tax_relief',
  'cash_call_enabled', 'payee', 'bank_name', 'bank_sort_code', 'bank_account_number',
  'bank_iban', 'bank_swift', 'allowed_investor_types',
] as const

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v))
/** A timestamp as the timeline reads it: "30 November 2027". */
const day = (v: unknown) =>
  typeof v === 'string' && !Number.isNaN(Date.parse(v))
    ? new Date(v).toLocaleDateString('en-GB', { dateStyle: 'long', timeZone: 'UTC' })
    : text(v)

/** The timeline's details of a statement: the exemption, the exact wording, its dates. */
export const statementDetails = (p: Record<string, unknown>) => [
  { label: 'Exemption', value: text(p.exemption) },
  { label: 'Statement agreed to', value: text(p.statement) },
  { label: 'Made on', value: day(p.stated_at) },
  { label: 'Expires on', value: day(p.expires_at) },
]
