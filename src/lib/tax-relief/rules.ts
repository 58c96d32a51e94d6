/**
 * The UK's EIS and SEIS income-tax relief rules, as data. The rates, limits and dates change
 * with Finance Acts: a tenant updates them here (or passes its own `TaxReliefRules` to the
 * functions that take one) and every screen, the tax pack and the mock host follow.
 */

export const RELIEF_SCHEMES = ['EIS', 'SEIS'] as const
export type ReliefScheme = (typeof RELIEF_SCHEMES)[number]

export interface SchemeRules {
  scheme: ReliefScheme
  name: string
  /** Income-tax relief as a fraction of the amount subscribed (0.3 = 30 %). */
  rate: number
  /** Subscriptions a year that attract relief, in pounds. */
  annualLimit: number
  /**
   * The higher yearly limit when subscriptions go into knowledge-intensive companies: the part
   * above `annualLimit` must be in them. null where the scheme has no such allowance.
   */
  knowledgeIntensiveLimit: number | null
  /** Shares must be held this many years from their issue date or the relief is withdrawn. */
  qualifyingYears: number
  /** Whether a subscription may be treated as made in the previous tax year. */
  carryBack: boolean
  /** HMRC's forms: the company's compliance statement and the investor's certificate. */
  complianceStatement: string
  certificate: string
}

export interface TaxReliefRules {
  source: string
  schemes: Record<ReliefScheme, SchemeRules>
  /** The UK tax year starts on this day (6 April) and ends the day before, a year later. */
  taxYearStart: { month: number; day: number }
  /** The online self-assessment deadline, in the calendar year after the tax year ends. */
  filingDeadline: { month: number; day: number }
}

export const TAX_RELIEF_RULES: TaxReliefRules = {
  source:
    'HMRC: Income Tax Act 2007 Part 5 (EIS) and Part 5A (SEIS); helpsheets HS341 (EIS) and HS393 (SEIS), 2025-26',
  schemes: {
    EIS: {
      scheme: 'EIS',
      name: 'Enterprise Investment Scheme',
      rate: 0.3,
      annualLimit: 1_000_000,
      knowledgeIntensiveLimit: 2_000_000,
      qualifyingYears: 3,
      carryBack: true,
      complianceStatement: 'EIS1',
      certificate: 'EIS3',
    },
    SEIS: {
      scheme: 'SEIS',
      name: 'Seed Enterprise Investment Scheme',
      rate: 0.5,
      annualLimit: 200_000,
      knowledgeIntensiveLimit: null,
      qualifyingYears: 3,
      carryBack: true,
      complianceStatement: 'SEIS1',
      certificate: 'SEIS3',
    },
  },
  taxYearStart: { month: 4, day: 6 },
  filingDeadline: { month: 1, day: 31 },
}
