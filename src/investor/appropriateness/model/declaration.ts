import { formatGBP } from '@/lib/format'

/** What an investor fills in to certify a category (COBS 4.12A statements and figures). */
export interface Declaration {
  /** Indexes of the category's statements the investor ticked. */
  statements: string[]
  /** Restricted: % of net assets in non-readily realisable securities, past and next 12 months. */
  pastPercent: string
  futurePercent: string
  /** High net worth: figures for the last financial year, in pounds. */
  income: number | null
  netAssets: number | null
  /** Certified sophisticated: who certified them. */
  certifyingFirm: string
  accepted: boolean
}

export const EMPTY_DECLARATION: Declaration = {
  statements: [],
  pastPercent: '',
  futurePercent: '',
  income: null,
  netAssets: null,
  certifyingFirm: '',
  accepted: false,
}

/** The FCA's risk acknowledgement that closes every investor statement. */
export const RISK_ACKNOWLEDGEMENT =
  'I accept that the investments to which the promotions will relate may expose me to a significant risk of losing all of the money or other property invested. I am aware that it is open to me to seek advice from an authorised person who specialises in advising on non-readily realisable securities.'

export const RESTRICTED_LIMIT_PERCENT = 10
export const HNW_INCOME = 100_000
export const HNW_NET_ASSETS = 250_000

type Figures = 'percentages' | 'wealth' | 'firm' | null

/** How many statements must be ticked ('all', or at least n) and which figures are asked. */
export function ruleFor(key: string): { confirm: 'all' | number; figures: Figures } {
  switch (key) {
    case 'restricted':
      return { confirm: 'all', figures: 'percentages' }
    case 'high_net_worth':
      return { confirm: 1, figures: 'wealth' }
    case 'sophisticated':
      return { confirm: 'all', figures: 'firm' }
    case 'self_certified_sophisticated':
      return { confirm: 1, figures: null }
    case 'professional':
      return { confirm: 2, figures: null }
    default:
      return { confirm: 'all', figures: null }
  }
}

export type DeclarationErrors = Partial<Record<keyof Declaration, string>>

function percentError(text: string, when: 'past' | 'next'): string | undefined {
  const n = Number(text.trim().replace(/%$/, ''))
  if (text.trim() === '' || !Number.isFinite(n) || n < 0 || n > 100)
    return 'Enter a percentage between 0 and 100.'
  if (n > RESTRICTED_LIMIT_PERCENT)
    return when === 'past'
      ? 'A restricted investor must not have invested more than 10% of their net assets in non-readily realisable securities in the last 12 months.'
      : 'A restricted investor must not intend to invest more than 10% of their net assets in non-readily realisable securities in the next 12 months.'
  return undefined
}

/** Everything wrong with a declaration for this category; empty when it may be submitted. */
export function declarationErrors(
  category: { key: string; statements: string[] },
  d: Declaration,
): DeclarationErrors {
  const errors: DeclarationErrors = {}
  const rule = ruleFor(category.key)
  const needed = rule.confirm === 'all' ? category.statements.length : rule.confirm
  if (d.statements.length < needed)
    errors.statements =
      rule.confirm === 'all'
        ? 'Confirm every statement to continue.'
        : needed === 1
          ? 'Tick at least one statement that applies to you.'
          : `Tick at least ${needed === 2 ? 'two' : needed} statements that apply to you.`
  if (rule.figures === 'percentages') {
    errors.pastPercent = percentError(d.pastPercent, 'past')
    errors.futurePercent = percentError(d.futurePercent, 'next')
  }
  if (rule.figures === 'wealth') {
    if (d.income === null || d.income < 0)
      errors.income = 'Enter your annual income, or 0 if you had none.'
    if (d.netAssets === null || d.netAssets < 0)
      errors.netAssets = 'Enter your net assets, or 0 if you had none.'
    if (
      !errors.income &&
      !errors.netAssets &&
      d.income! < HNW_INCOME &&
      d.netAssets! < HNW_NET_ASSETS
    )
      errors.income = `To certify as a high net worth investor your annual income must be ${formatGBP(HNW_INCOME)} or more, or your net assets ${formatGBP(HNW_NET_ASSETS)} or more.`
  }
  if (rule.figures === 'firm' && d.certifyingFirm.trim() === '')
    errors.certifyingFirm = 'Enter the name of the firm that certified you.'
  if (!d.accepted) errors.accepted = 'Confirm that you accept the risk to continue.'
  for (const k of Object.keys(errors) as (keyof Declaration)[]) if (!errors[k]) delete errors[k]
  return errors
}

/** The figures and statements as the audit copy keeps them. */
export function declarationRecord(category: { key: string; statements: string[] }, d: Declaration) {
  const rule = ruleFor(category.key)
  return {
    statements: d.statements.map((i) => category.statements[Number(i)]).filter(Boolean),
    figures:
      rule.figures === 'percentages'
        ? { past_percent: Number(d.pastPercent), next_percent: Number(d.futurePercent) }
        : rule.figures === 'wealth'
          ? { annual_income: d.income, net_assets: d.netAssets }
          : rule.figures === 'firm'
            ? { certifying_firm: d.certifyingFirm.trim() }
            : {},
    risk_acknowledged: d.accepted,
  }
}
