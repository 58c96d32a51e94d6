import { isLaravelTrue } from '@/lib/laravel-true'
import { isInvested } from '@/lib/investments'
import {
  allocateRelief,
  isKnowledgeIntensive,
  issueDateOf,
  qualifyingDate,
  qualifyingPeriodOver,
  reliefSchemeOf,
  reliefYear,
  TAX_RELIEF_RULES,
  taxYearOf,
  type HoldingRelief,
  type ReliefScheme,
  type TaxYear,
} from '@/lib/tax-relief'
import type { MyInvestment } from '../api/portfolio-queries'
import { formatDay } from './format'

/** One subscription under EIS or SEIS relief, as the tax page, pack and holding card show it. */
export interface TaxHolding {
  id: number
  opportunityId: number
  opportunityName: string
  company: string
  scheme: ReliefScheme
  knowledgeIntensive: boolean
  shares: number | null
  amount: number
  /** The share issue date; null while the holding awaits its share issue. */
  issueDate: string | null
  /** The tax year the relief is claimed in (the issue's, or the one before with carry-back). */
  year: TaxYear | null
  /** The tax year of the share issue itself, the one carry-back moves away from. */
  issueYear: TaxYear | null
  carryBack: boolean
  /** Relief on the part of the amount within that year's limit, and the part beyond it. */
  relief: number
  overLimit: number
  /** HMRC's process, in words: not submitted, submitted on …, authorised with the UIR. */
  hmrcStatus: string
  uir: string | null
  /** The issued EIS3/SEIS3 certificate's document, or null while none is issued. */
  certificateDocumentId: number | null
  certificateIssued: boolean
  qualifyingDate: string | null
  qualifyingOver: boolean
}

/** The company's words for HMRC's progress on the share issue. */
export function hmrcStatusOf(issue: MyInvestment['share_issue']): string {
  if (issue?.statement_status === 'authorised')
    return `Authorised – UIR ${issue.unique_investment_reference ?? 'not given'}`
  if (issue?.statement_status === 'submitted')
    return `Submitted to HMRC on ${formatDay(issue.statement_submitted_at)}`
  return 'Compliance statement not yet submitted'
}

export const certificateName = (scheme: ReliefScheme) =>
  TAX_RELIEF_RULES.schemes[scheme].certificate

/**
 * The investor's subscriptions under relief (paid or completed, under EIS or SEIS), each with
 * its relief worked out inside its tax year's limits by the shared rules, so the page, the pack
 * and the summary agree.
 */
export function taxHoldingsOf(investments: readonly MyInvestment[], today: string): TaxHolding[] {
  const under = investments.filter((i) => isInvested(i) && reliefSchemeOf(i) !== null)
  const years = new Set(under.map((i) => reliefYear(i)?.startYear).filter((y) => y !== undefined))
  const allocated = new Map<number, HoldingRelief<MyInvestment>>()
  for (const year of years)
    for (const row of allocateRelief(under, year)) allocated.set(row.holding.id, row)

  return under.map((i) => {
    const scheme = reliefSchemeOf(i) as ReliefScheme
    const issued = issueDateOf(i)
    const certificate = (i.tax_certificates ?? []).find(
      (c) => c.status === 'issued' && c.scheme === scheme,
    )
    const opportunity = i.investment_opportunity
    const share = allocated.get(i.id)
    return {
      id: i.id,
      opportunityId: i.investment_opportunity_id,
      opportunityName: opportunity?.name ?? `Investment ${i.investment_opportunity_id}`,
      company: opportunity?.company_name || opportunity?.name || '',
      scheme,
      knowledgeIntensive: isKnowledgeIntensive(i),
      shares: i.shares == null ? null : Number(i.shares),
      amount: Number(i.amount),
      issueDate: issued,
      year: reliefYear(i),
      issueYear: issued ? taxYearOf(issued) : null,
      carryBack: isLaravelTrue(i.carry_back),
      relief: share?.relief ?? 0,
      overLimit: share?.over_limit ?? 0,
      hmrcStatus: hmrcStatusOf(i.share_issue),
      uir: i.share_issue?.unique_investment_reference ?? null,
      certificateDocumentId: certificate?.document_id ?? null,
      certificateIssued: certificate !== undefined,
      qualifyingDate: issued ? qualifyingDate(issued, scheme) : null,
      qualifyingOver: issued ? qualifyingPeriodOver(issued, today, scheme) : false,
    }
  })
}

/** What the qualifying date means for a sale, in one sentence. */
export function qualifyingText(h: Pick<TaxHolding, 'qualifyingDate' | 'qualifyingOver'>) {
  if (!h.qualifyingDate) return 'The three years start from the share issue date.'
  const on = formatDay(h.qualifyingDate)
  return h.qualifyingOver
    ? `Held three years on ${on}: the relief is no longer at risk from a sale.`
    : `Selling before ${on} means HMRC withdraws the relief.`
}

export const schemeLabel = (h: Pick<TaxHolding, 'scheme' | 'knowledgeIntensive'>) =>
  h.knowledgeIntensive ? `${h.scheme} (knowledge-intensive)` : h.scheme
