import type { components } from '@/lib/api/schema.gen'
import { DEFAULT_TERMS, type TermKey, type Terms } from '@/lib/terminology'

export type PortfolioColumn = components['schemas']['PortfolioTableColumn']

/** Each column key's word in Terminology › Portfolio Columns. */
export const COLUMN_TERMS: Readonly<Record<string, TermKey>> = {
  investment: 'column_investment',
  investment_date: 'column_investment_date',
  amount: 'column_amount',
  shares: 'column_shares',
  share_price: 'column_share_price',
  current_value: 'column_current_value',
  change: 'column_change',
  tax_relief: 'column_tax_relief',
  status: 'column_status',
  payment_reference: 'column_payment_reference',
}

/**
 * A column's header: a label the layout itself renamed wins (Investor › Portfolio Tables);
 * a blank or standard one is the tenant's word for the column (Terminology › Portfolio
 * Columns), so renaming a column there shows in every layout that kept the standard word.
 */
export function columnHeader(column: PortfolioColumn, terms: Terms = DEFAULT_TERMS): string {
  const key = COLUMN_TERMS[column.key]
  const label = column.label?.trim() ?? ''
  if (!key) return label
  return !label || label.toLowerCase() === DEFAULT_TERMS[key].toLowerCase() ? terms[key] : label
}
