import { personName } from '@/lib/api'
import { isInvested } from '@/lib/investments'
import { isReliefScheme } from '@/lib/tax-relief'

/**
 * A share issue's investors with their certificate, read from the opportunity's investments
 * and certificates (the host links both by investment): pure, so the tab, the bulk upload's
 * candidates and "Mark all uploaded as issued" read the same rows.
 */

export type CertificateState = 'none' | 'uploaded' | 'issued'
export type StatementStatus = 'not_submitted' | 'submitted' | 'authorised'

export interface IssueLike {
  id: number
  statement_status?: string | null
}

// A type, not an interface: it then fits lib/investments' loosely typed InvestmentMoney.
export type InvestmentLike = {
  id: number
  share_issue_id?: number | null
  status?: string | null
  tax_option?: string | null
  amount?: number | string | null
  user?: {
    name?: string | null
    surname?: string | null
    investor_reference?: string | null
  } | null
}

export interface CertificateLike {
  id: number
  investment_id: number
  status: string
  document_id?: number | null
}

export interface IssueInvestor {
  investmentId: number
  investor: string
  reference: string | null
  amount: number
  certificate: CertificateLike | null
  state: CertificateState
  /** The statement is authorised and the investor still has no issued certificate. */
  outstanding: boolean
}

const stateOf = (certificate: CertificateLike | null): CertificateState =>
  certificate === null ? 'none' : certificate.status === 'issued' ? 'issued' : 'uploaded'

/** The issue's investments (cancelled ones aside), each with its certificate, by investor name. */
export function issueInvestors(
  issue: IssueLike,
  investments: readonly InvestmentLike[],
  certificates: readonly CertificateLike[],
): IssueInvestor[] {
  const byInvestment = new Map(certificates.map((c) => [c.investment_id, c]))
  const authorised = issue.statement_status === 'authorised'
  return investments
    .filter((i) => i.share_issue_id === issue.id && i.status !== 'cancelled')
    .map((i) => {
      const certificate = byInvestment.get(i.id) ?? null
      const state = stateOf(certificate)
      return {
        investmentId: i.id,
        investor: personName(i.user, 'Unnamed investor'),
        reference: i.user?.investor_reference ?? null,
        amount: Number(i.amount) || 0,
        certificate,
        state,
        outstanding: authorised && state !== 'issued',
      }
    })
    .sort((a, b) => a.investor.localeCompare(b.investor) || a.investmentId - b.investmentId)
}

type Labelled<K extends string> = Record<K, { label: string; tone: 'neutral' | 'info' | 'success' }>

export const CERTIFICATE_STATES: Labelled<CertificateState> = {
  none: { label: 'None', tone: 'neutral' },
  uploaded: { label: 'Uploaded', tone: 'info' },
  issued: { label: 'Issued', tone: 'success' },
}

export const STATEMENT_STATUS: Labelled<StatementStatus> = {
  not_submitted: { label: 'Not submitted', tone: 'neutral' },
  submitted: { label: 'Submitted to HMRC', tone: 'info' },
  authorised: { label: 'Authorised', tone: 'success' },
}

export const statementStatusOf = (status: string | null | undefined): StatementStatus =>
  status === 'submitted' || status === 'authorised' ? status : 'not_submitted'

/** Paid investments under EIS or SEIS that no share issue holds yet (they join on its issue date). */
export const awaitingAllotment = (investments: readonly InvestmentLike[]) =>
  investments.filter(
    (i) => isReliefScheme(i.tax_option) && isInvested(i) && i.share_issue_id == null,
  )
