import type { RecordSubject, SubjectFamily } from '@/lib/resources'

/**
 * The investments filter that links a record to its transactions (openapi
 * resources/investments.yaml): an investor's own, an organisation's or investment method's
 * investments through it, a nominee's holdings, an opportunity's or fund opportunity's
 * investments, and a fund's through its fund opportunities (scope `fund_id`). Families with no
 * transactions have none.
 */
const FILTER_OF: Partial<Record<SubjectFamily, string>> = {
  users: 'user_id',
  organisations: 'organisation_id',
  'investment-methods': 'investment_method_id',
  nominees: 'nominee_id',
  'investment-opportunities': 'investment_opportunity_id',
  'fund-investment-opportunities': 'fund_investment_opportunity_id',
  funds: 'fund_id',
}

export function subjectFilter(subject: RecordSubject): Record<string, number> | null {
  const name = FILTER_OF[subject.type]
  return name ? { [name]: subject.id } : null
}

/** The investor column is noise on an investor's own transactions. */
export const showsInvestor = (subject: RecordSubject) => subject.type !== 'users'

/** The opportunity column is one repeated name on an opportunity's own transactions. */
export const showsOpportunity = (subject: RecordSubject) =>
  subject.type !== 'investment-opportunities'
