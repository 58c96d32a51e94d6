import type { Database, Row } from '../../db/db'
import {
  EXEMPTION_KEYS,
  EXEMPTION_NAMES,
  PROMOTION_TABLE,
  type ExemptionKey,
} from './promotion-exemptions'

/**
 * The prescribed statements of the Financial Promotion Order (Schedule 5: certified high net
 * worth individual, certified and self-certified sophisticated investor) and COBS 4 Annex
 * (restricted investor), as a tenant starts with them. The criteria in the middle are the
 * investor category's own statements (settings › investor category), so the two never say
 * different things about who qualifies.
 */
const UNDERSTAND = [
  'I understand that this means:',
  '(a) I can receive financial promotions that may not have been approved by a person authorised by the Financial Conduct Authority;',
  '(b) the content of such financial promotions may not conform to rules issued by the Financial Conduct Authority;',
  '(c) by signing this statement I may lose significant rights;',
  '(d) I may have no right to complain to either the Financial Conduct Authority or the Financial Ombudsman Service;',
  '(e) I may have no right to seek compensation from the Financial Services Compensation Scheme.',
].join('\n')

const FPO_CLOSE =
  'I accept that I can lose my property and other assets from making investment decisions based on financial promotions. I am aware that it is open to me to seek advice from someone who specialises in advising on investments.'

const RESTRICTED_CLOSE =
  'I accept that the investments to which the promotions will relate may expose me to a significant risk of losing all of the money or other property invested. I am aware that it is open to me to seek advice from an authorised person who specialises in advising on non-readily realisable securities.'

const OPENING: Record<ExemptionKey, string> = {
  high_net_worth: `I declare that I am a certified high net worth individual for the purposes of the Financial Services and Markets Act 2000 (Financial Promotion) Order 2005.\n${UNDERSTAND}\nI am a certified high net worth individual because at least one of the following applies:`,
  sophisticated: `I declare that I am a certified sophisticated investor for the purposes of the Financial Services and Markets Act 2000 (Financial Promotion) Order 2005.\n${UNDERSTAND}\nI am a certified sophisticated investor because:`,
  self_certified_sophisticated: `I declare that I am a self-certified sophisticated investor for the purposes of the Financial Services and Markets Act 2000 (Financial Promotion) Order 2005.\n${UNDERSTAND}\nI am a self-certified sophisticated investor because at least one of the following applies:`,
  restricted:
    'I make this statement so that I can receive promotional communications relating to non-readily realisable securities as a restricted investor. I declare that I qualify as a restricted investor because:',
}

/** The default wording of an exemption, its criteria taken from the investor category. */
export function defaultStatement(db: Database, key: ExemptionKey): string {
  const category = db.table('categories').first((c) => c.key === key)
  const criteria = Array.isArray(category?.statements) ? (category.statements as string[]) : []
  const close = key === 'restricted' ? RESTRICTED_CLOSE : FPO_CLOSE
  return [OPENING[key], ...criteria.map((c) => `• ${c}`), close].join('\n')
}

/** An exemption as the API answers it. */
export const exemptionJson = (row: Row) => ({
  key: row.key,
  name: row.name,
  statement: row.statement,
  updated_at: row.updated_at ?? null,
})

/** The tenant's exemptions in order, each with its wording (the default until staff edit it). */
export function exemptionRows(db: Database): Row[] {
  const table = db.table(PROMOTION_TABLE)
  return EXEMPTION_KEYS.map(
    (key, i) =>
      table.first((r) => r.key === key) ?? {
        id: 0,
        key,
        name: EXEMPTION_NAMES[key],
        statement: defaultStatement(db, key),
        order: i + 1,
        updated_at: null,
      },
  )
}
