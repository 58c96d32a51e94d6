import type { Database, Row } from '../../db/db'
import { timestamp } from '../../db/db'
import type { MockHost } from '../../http/host'
import { notify } from '../../host/notify'
import { isReliefScheme, TAX_RELIEF_RULES, type ReliefScheme } from '../../../src/lib/tax-relief'
import type { InvestmentRow } from './deals-investment-logic'

/**
 * The host's side of the tax-relief centre (issue 29): share issues (one allotment under EIS or
 * SEIS, with HMRC's compliance statement) and the investors' EIS3/SEIS3 certificates. The rates
 * and limits are the client's src/lib/tax-relief, read here too.
 */
export const STATEMENT_STATUSES = ['not_submitted', 'submitted', 'authorised'] as const
export const CERTIFICATE_STATUSES = ['uploaded', 'issued'] as const

export const SHARE_ISSUES = 'share-issues'
export const TAX_CERTIFICATES = 'tax-certificates'

/** Where the investor's portal shows their relief and certificates. */
export const TAX_CTA = '/investor/portfolio/tax'
export const TAX_CERTIFICATE_ICON = 'tax_certificate'

export const NOT_UNDER_RELIEF =
  'A certificate needs an investment under EIS or SEIS relief that is paid or completed.'
export const NOT_AUTHORISED =
  'A certificate cannot be added before the compliance statement is authorised.'
export const ALREADY_TAKEN = 'The investment id has already been taken.'
export const CANNOT_WITHDRAW = 'An issued certificate cannot be withdrawn.'
export const KNOWLEDGE_INTENSIVE_EIS_ONLY = 'Knowledge-intensive applies to EIS only.'
export const CANNOT_CARRY_BACK =
  'Carry-back is only for a subscription under EIS or SEIS whose shares have been issued.'

export interface ShareIssueRow extends Row {
  investment_opportunity_id: number
  scheme: ReliefScheme
  knowledge_intensive: 0 | 1
  issue_date: string | null
  advance_assurance_date: string | null
  advance_assurance_reference: string | null
  statement_status: (typeof STATEMENT_STATUSES)[number]
  statement_submitted_at: string | null
  statement_authorised_at: string | null
  unique_investment_reference: string | null
}

export interface TaxCertificateRow extends Row {
  investment_id: number
  user_id: number
  investment_opportunity_id: number
  share_issue_id: number | null
  scheme: ReliefScheme
  document_id: number | null
  status: (typeof CERTIFICATE_STATUSES)[number]
  issued_at: string | null
  uploaded_by: number | null
}

/** Money that has moved: only these subscriptions are allotted shares and certified. */
export const isPaid = (inv: Pick<InvestmentRow, 'status'>) =>
  inv.status === 'paid' || inv.status === 'completed'

const investmentsOf = (db: Database) => db.table<InvestmentRow>('investments')
export const shareIssuesOf = (db: Database) => db.table<ShareIssueRow>(SHARE_ISSUES)
export const certificatesOf = (db: Database) => db.table<TaxCertificateRow>(TAX_CERTIFICATES)

/**
 * The shares are allotted: every paid or completed investment of the opportunity under the
 * issue's scheme that is in no share issue yet joins this one.
 */
export async function allotShares(db: Database, issue: ShareIssueRow) {
  const joining = investmentsOf(db).where(
    (i) =>
      i.investment_opportunity_id === issue.investment_opportunity_id &&
      i.tax_option === issue.scheme &&
      isPaid(i) &&
      (i.share_issue_id ?? null) === null,
  )
  for (const inv of joining) await investmentsOf(db).update(inv.id, { share_issue_id: issue.id })
}

/** A deleted share issue leaves its investments and certificates in none. */
export async function releaseShareIssue(db: Database, issueId: number) {
  for (const inv of investmentsOf(db).where((i) => i.share_issue_id === issueId))
    await investmentsOf(db).update(inv.id, { share_issue_id: null })
  for (const cert of certificatesOf(db).where((c) => c.share_issue_id === issueId))
    await certificatesOf(db).update(cert.id, { share_issue_id: null })
}

const holdingsCache = new Map<string, Set<number>>()

/** The opportunities an investor holds a not cancelled investment in (cached per table version). */
export function heldOpportunityIds(db: Database, userId: number): Set<number> {
  const table = investmentsOf(db)
  const key = `${userId}:${table.version}`
  const hit = holdingsCache.get(key)
  if (hit) return hit
  const ids = new Set(
    table
      .where((i) => i.user_id === userId && i.status !== 'cancelled')
      .map((i) => i.investment_opportunity_id),
  )
  for (const k of holdingsCache.keys()) if (k.startsWith(`${userId}:`)) holdingsCache.delete(k)
  holdingsCache.set(key, ids)
  return ids
}

/** Why an investment may not have a certificate (yet): the 422 on investment_id, or null. */
export function certificateRefusal(db: Database, investmentId: number): string | null {
  const inv = investmentsOf(db).find(investmentId)
  if (!inv) return null
  if (!isReliefScheme(inv.tax_option) || !isPaid(inv)) return NOT_UNDER_RELIEF
  const issue = inv.share_issue_id == null ? undefined : shareIssuesOf(db).find(inv.share_issue_id)
  if (!issue || issue.statement_status !== 'authorised') return NOT_AUTHORISED
  const taken = certificatesOf(db).first(
    (c) => c.investment_id === inv.id && c.scheme === inv.tax_option,
  )
  return taken ? ALREADY_TAKEN : null
}

/** May this holding be carried back: under a relief scheme, in a share issue with its date. */
export function mayCarryBack(db: Database, inv: InvestmentRow): boolean {
  if (!isReliefScheme(inv.tax_option) || inv.share_issue_id == null) return false
  const issue = shareIssuesOf(db).find(inv.share_issue_id)
  return !!issue?.issue_date && TAX_RELIEF_RULES.schemes[inv.tax_option].carryBack
}

export const companyOf = (opp: Row | undefined) =>
  String(opp?.company_name || opp?.name || 'the company')

/** "EIS3 certificate – Brightpay Ltd.pdf": the name the investor's document carries. */
export const certificateDocumentName = (scheme: ReliefScheme, opp: Row | undefined) =>
  `${TAX_RELIEF_RULES.schemes[scheme].certificate} certificate – ${companyOf(opp)}.pdf`

/**
 * Issuing: the certificate's document reaches the investor's portal (public) and the investor
 * is told at once, live. issued_at is stamped by the write that issued it.
 */
export async function publishCertificate(host: MockHost, cert: TaxCertificateRow) {
  const db = host.db
  if (!cert.issued_at)
    await certificatesOf(db).update(cert.id, { issued_at: timestamp(host.now()) })
  if (cert.document_id != null && db.table('documents').find(cert.document_id))
    await db.table('documents').update(cert.document_id, { visibility: 'public' })
  const opp = db.table('investment-opportunities').find(cert.investment_opportunity_id)
  const form = TAX_RELIEF_RULES.schemes[cert.scheme].certificate
  await notify(host, cert.user_id, {
    message: `Your ${form} certificate for ${companyOf(opp)} is ready`,
    cta: TAX_CTA,
    icon: TAX_CERTIFICATE_ICON,
  })
}

/** A share issue staff attach an investment to must be one of the investment's opportunity. */
export function refuseShareIssueId(
  db: Database,
  input: Record<string, unknown>,
  row?: Pick<InvestmentRow, 'investment_opportunity_id'>,
): Record<string, string[]> | null {
  if (!row || input.share_issue_id == null) return null
  const issue = shareIssuesOf(db).find(Number(input.share_issue_id))
  return issue?.investment_opportunity_id === row.investment_opportunity_id
    ? null
    : { share_issue_id: ['The selected share issue id is invalid.'] }
}
