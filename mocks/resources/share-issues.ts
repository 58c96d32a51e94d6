import { defineResource } from '../engine/types'
import { belongsTo, hasMany } from '../engine/relation-helpers'
import { opportunityParent } from '../engine/parent-guards'
import { attributeName } from '../engine/validate'
import { RELIEF_SCHEMES } from '../../src/lib/tax-relief'
import {
  allotShares,
  heldOpportunityIds,
  KNOWLEDGE_INTENSIVE_EIS_ONLY,
  releaseShareIssue,
  STATEMENT_STATUSES,
  type ShareIssueRow,
} from './groups/tax-relief'

const RULES = {
  investment_opportunity_id: 'required|integer|exists:investment-opportunities,id',
  scheme: `required|in:${RELIEF_SCHEMES.join(',')}`,
  knowledge_intensive: 'sometimes|boolean',
  issue_date: 'nullable|date',
  advance_assurance_date: 'nullable|date',
  advance_assurance_reference: 'nullable|string|max:64',
  statement_status: `sometimes|in:${STATEMENT_STATUSES.join(',')}`,
  statement_submitted_at: 'nullable|date|required_if:statement_status,submitted,authorised',
  statement_authorised_at: 'nullable|date|required_if:statement_status,authorised',
  unique_investment_reference: 'nullable|string|max:64|required_if:statement_status,authorised',
}

/** What the statement's status needs beside it, as the required_if rules above say. */
const NEEDED_BY: Record<string, readonly (keyof ShareIssueRow)[]> = {
  submitted: ['statement_submitted_at'],
  authorised: ['statement_submitted_at', 'statement_authorised_at', 'unique_investment_reference'],
}

/**
 * The rules that read the record as it will be: knowledge-intensive is an EIS allowance, and
 * what the statement's status needs may be sent now or held already (an update authorising a
 * submitted statement need not send its submitted date again), but never emptied.
 */
function refuseShareIssue(input: Record<string, unknown>, row?: ShareIssueRow) {
  const next = { ...row, ...input } as Partial<ShareIssueRow>
  const errors: Record<string, string[]> = {}
  if (next.scheme === 'SEIS' && Number(next.knowledge_intensive ?? 0) === 1)
    errors.knowledge_intensive = [KNOWLEDGE_INTENSIVE_EIS_ONLY]
  const status = String(next.statement_status ?? 'not_submitted')
  for (const field of NEEDED_BY[status] ?? []) {
    const value = next[field]
    if (value === null || value === undefined || value === '')
      errors[field] = [
        `The ${attributeName(String(field))} field is required when statement status is ${status}.`,
      ]
  }
  return Object.keys(errors).length ? errors : null
}

/**
 * Share issues (issue 29): one allotment of shares under EIS or SEIS in an opportunity, with
 * HMRC's process for it. Staff go by the opportunity's permission; investors read the issues
 * of what they hold. Giving it an issue date allots the shares to the paid subscriptions.
 */
export const shareIssues = defineResource<ShareIssueRow>({
  family: 'share-issues',
  model: 'ShareIssue',
  feature: 'tax',
  parent: opportunityParent,
  // prettier-ignore
  fields: [
    'id', 'investment_opportunity_id', 'scheme', 'knowledge_intensive', 'issue_date',
    'advance_assurance_date', 'advance_assurance_reference', 'statement_status',
    'statement_submitted_at', 'statement_authorised_at', 'unique_investment_reference',
    'created_at', 'updated_at',
  ],
  filters: { exact: ['id', 'investment_opportunity_id', 'scheme', 'statement_status'] },
  sorts: ['id', 'issue_date', 'statement_authorised_at'],
  defaultSort: 'id',
  includes: {
    investmentOpportunity: belongsTo('investment-opportunities', 'investment_opportunity_id'),
    investments: hasMany('investments', 'share_issue_id'),
    taxCertificates: hasMany('tax-certificates', 'share_issue_id'),
  },
  rules: RULES,
  // An issue stays in its opportunity: an update ignores investment_opportunity_id. What the
  // status needs may be held already, so refuseShareIssue checks it on the record instead.
  updateRules: Object.fromEntries(
    Object.entries(RULES)
      .filter(([field]) => field !== 'investment_opportunity_id')
      .map(([field, rule]) => [field, rule.replace(/\|required_if:[^|]*/, '')]),
  ),
  refuse: (input, _ctx, row) => refuseShareIssue(input, row),
  defaults: () => ({
    knowledge_intensive: 0,
    issue_date: null,
    advance_assurance_date: null,
    advance_assurance_reference: null,
    statement_status: 'not_submitted',
    statement_submitted_at: null,
    statement_authorised_at: null,
    unique_investment_reference: null,
  }),
  afterWrite: async (row, op, ctx, before) => {
    const db = ctx.req.host.db
    if (op === 'delete') return releaseShareIssue(db, row.id)
    if (row.issue_date && (op === 'create' || before?.issue_date !== row.issue_date))
      await allotShares(db, row)
  },
  only: ['index', 'show', 'store', 'update', 'destroy'],
  investor: {
    read: (row, ctx) =>
      ctx.user !== null &&
      heldOpportunityIds(ctx.req.host.db, ctx.user.id).has(row.investment_opportunity_id),
  },
})
