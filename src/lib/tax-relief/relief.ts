import { isLaravelTrue } from '@/lib/laravel-true'
import { isInvested } from '@/lib/investments'
import { RELIEF_SCHEMES, TAX_RELIEF_RULES, type ReliefScheme } from './rules'
import { previousTaxYear, taxYearOf, taxYearStarting, type TaxYear } from './tax-year'

export const isReliefScheme = (taxOption: unknown): taxOption is ReliefScheme =>
  (RELIEF_SCHEMES as readonly unknown[]).includes(taxOption)

/**
 * An investment as the rules read it: the portal's investment with its `share_issue` included,
 * or the host's row with its share issue attached. Typed loosely so both fit without a cast.
 */
export interface ReliefHolding {
  tax_option?: unknown
  amount?: unknown
  /** 1/true: the investor treats the subscription as made in the previous tax year. */
  carry_back?: unknown
  /** When present, only paid or completed investments count. */
  status?: unknown
  share_issue?: {
    scheme?: unknown
    issue_date?: unknown
    knowledge_intensive?: unknown
  } | null
  [column: string]: unknown
}

/** The scheme a holding's relief is under (its share issue's, else the investor's choice), or null. */
export function reliefSchemeOf(holding: ReliefHolding): ReliefScheme | null {
  const scheme = holding.share_issue?.scheme ?? holding.tax_option
  return isReliefScheme(scheme) ? scheme : null
}

/** The share issue date, once shares have been allotted (null while awaiting a share issue). */
export function issueDateOf(holding: ReliefHolding): string | null {
  const date = holding.share_issue?.issue_date
  return typeof date === 'string' && date !== '' ? date.slice(0, 10) : null
}

export const isKnowledgeIntensive = (holding: ReliefHolding) =>
  reliefSchemeOf(holding) === 'EIS' && isLaravelTrue(holding.share_issue?.knowledge_intensive)

/**
 * The tax year a holding's relief is claimed in: its share issue date's, or the previous one
 * when the investor chose carry-back (and the scheme allows it). null until shares are issued.
 */
export function reliefYear(holding: ReliefHolding, rules = TAX_RELIEF_RULES): TaxYear | null {
  const scheme = reliefSchemeOf(holding)
  const issued = issueDateOf(holding)
  if (!scheme || !issued) return null
  const year = taxYearOf(issued)
  return isLaravelTrue(holding.carry_back) && rules.schemes[scheme].carryBack
    ? previousTaxYear(year)
    : year
}

/** Whether a holding gives relief at all: a relief scheme, shares issued, money invested. */
export function isUnderRelief(holding: ReliefHolding): boolean {
  if (holding.status !== undefined && !isInvested(holding)) return false
  return reliefSchemeOf(holding) !== null && issueDateOf(holding) !== null
}

export interface HoldingRelief<H extends ReliefHolding = ReliefHolding> {
  holding: H
  scheme: ReliefScheme
  amount: number
  /** The part of the amount inside the year's limit, and the part beyond it. */
  within_limit: number
  over_limit: number
  /** Income-tax relief: the scheme's rate on the part within the limit. */
  relief: number
}

const pennies = (pounds: unknown) => Math.round(Number(pounds) * 100) || 0
const pounds = (p: number) => p / 100
/**
 * The rate on an amount in pennies, rounded down to the penny: the pack never claims a penny
 * more than is due. (The tolerance keeps 0.3 × 100000 from landing a hair under 30000.)
 */
const reliefOn = (p: number, rate: number) => Math.floor(p * rate + 1e-6)

/**
 * Each holding claimed in a tax year, with the part of it the year's limit admits. The limit
 * fills in the order of the share issue dates; an EIS subscription outside knowledge-intensive
 * companies stops at the annual limit, one inside them at the higher limit. (This order reaches
 * the largest total any order could, so the rows' parts within the limit add up to the summary's.)
 */
export function allocateRelief<H extends ReliefHolding>(
  holdings: readonly H[],
  startYear: number,
  rules = TAX_RELIEF_RULES,
): HoldingRelief<H>[] {
  const claimed = holdings
    .filter((h) => isUnderRelief(h) && reliefYear(h, rules)?.startYear === startYear)
    .map((holding, order) => ({ holding, order, issued: issueDateOf(holding) ?? '' }))
    .sort((a, b) => a.issued.localeCompare(b.issued) || a.order - b.order)
  const used = Object.fromEntries(
    RELIEF_SCHEMES.map((s) => [s, { all: 0, ordinary: 0 }]),
  ) as Record<ReliefScheme, { all: number; ordinary: number }>
  return claimed.map(({ holding }) => {
    const scheme = reliefSchemeOf(holding) as ReliefScheme
    const { annualLimit, knowledgeIntensiveLimit, rate } = rules.schemes[scheme]
    const amount = Math.max(0, pennies(holding.amount))
    const ordinaryLimit = pennies(annualLimit)
    const overallLimit = pennies(knowledgeIntensiveLimit ?? annualLimit)
    const spent = used[scheme]
    const room = isKnowledgeIntensive(holding)
      ? overallLimit - spent.all
      : Math.min(ordinaryLimit - spent.ordinary, overallLimit - spent.all)
    const within = Math.min(amount, Math.max(0, room))
    spent.all += within
    if (!isKnowledgeIntensive(holding)) spent.ordinary += within
    return {
      holding,
      scheme,
      amount: pounds(amount),
      within_limit: pounds(within),
      over_limit: pounds(amount - within),
      relief: pounds(reliefOn(within, rate)),
    }
  })
}

export interface SchemeSummary {
  scheme: ReliefScheme
  rate: number
  /** Subscriptions claimed in the year (issued in it, or carried back into it). */
  subscribed: number
  /** Of which in knowledge-intensive companies (EIS only). */
  knowledge_intensive: number
  /** The year's limit: the higher knowledge-intensive one once any such subscription counts. */
  limit: number
  within_limit: number
  over_limit: number
  relief: number
  holdings: number
}

/** The year's subscriptions and relief per scheme. */
export function yearSummary(
  holdings: readonly ReliefHolding[],
  startYear: number,
  rules = TAX_RELIEF_RULES,
): Record<ReliefScheme, SchemeSummary> {
  const rows = allocateRelief(holdings, startYear, rules)
  const summary = Object.fromEntries(
    RELIEF_SCHEMES.map((scheme) => {
      const mine = rows.filter((r) => r.scheme === scheme)
      const sum = (pick: (r: HoldingRelief) => number) =>
        mine.reduce((total, r) => total + pennies(pick(r)), 0)
      const ki = sum((r) => (isKnowledgeIntensive(r.holding) ? r.amount : 0))
      const within = sum((r) => r.within_limit)
      const { rate, annualLimit, knowledgeIntensiveLimit } = rules.schemes[scheme]
      const row: SchemeSummary = {
        scheme,
        rate,
        subscribed: pounds(sum((r) => r.amount)),
        knowledge_intensive: pounds(ki),
        limit: ki > 0 && knowledgeIntensiveLimit !== null ? knowledgeIntensiveLimit : annualLimit,
        within_limit: pounds(within),
        over_limit: pounds(sum((r) => r.over_limit)),
        // The rate on the year's total (the rows' own reliefs may differ from it by a penny).
        relief: pounds(reliefOn(within, rate)),
        holdings: mine.length,
      }
      return [scheme, row]
    }),
  )
  return summary as Record<ReliefScheme, SchemeSummary>
}

/**
 * The tax years to offer for a portfolio, newest first: the current one and every year a
 * holding's relief is claimed in.
 */
export function reliefTaxYears(
  holdings: readonly ReliefHolding[],
  current: TaxYear,
  rules = TAX_RELIEF_RULES,
): TaxYear[] {
  const years = new Set([current.startYear])
  for (const h of holdings) {
    const year = isUnderRelief(h) ? reliefYear(h, rules) : null
    if (year) years.add(year.startYear)
  }
  return [...years].sort((a, b) => b - a).map(taxYearStarting)
}
