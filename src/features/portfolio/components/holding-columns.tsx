import { Link } from 'react-router-dom'
import styled from 'styled-components'
import type { components } from '@/lib/api/schema.gen'
import { formatGBP } from '@/lib/format'
import { DEFAULT_TERMS, type TermKey, type Terms } from '@/lib/terminology'
import { StatusBadge, type Column } from '@/ui'
import { formatDay, formatPrice, formatUnits } from '../model/format'
import type { Holding } from '../model/holdings'
import { ChangeFigure } from './change-figure'

export type PortfolioColumn = components['schemas']['PortfolioTableColumn']

type Cell = Pick<Column<Holding>, 'cell' | 'align'> & { sortValue: (h: Holding) => string | number }

const dash = '—'

/** What each configurable column key (openapi PortfolioTableColumn.key) shows for a holding. */
const CELLS: Record<string, Cell> = {
  investment: {
    cell: (h) => (h.href ? <StyledLink to={h.href}>{h.name}</StyledLink> : <span>{h.name}</span>),
    sortValue: (h) => h.name.toLowerCase(),
  },
  investment_date: {
    cell: (h) => formatDay(h.firstInvested) || dash,
    sortValue: (h) => h.firstInvested ?? '',
  },
  amount: { align: 'right', cell: (h) => formatGBP(h.invested), sortValue: (h) => h.invested },
  shares: { align: 'right', cell: (h) => formatUnits(h.units), sortValue: (h) => h.units },
  share_price: {
    align: 'right',
    cell: (h) => formatPrice(h.price) || dash,
    sortValue: (h) => h.price ?? -1,
  },
  current_value: { align: 'right', cell: (h) => formatGBP(h.value), sortValue: (h) => h.value },
  change: {
    align: 'right',
    cell: (h) => <ChangeFigure change={h.change} />,
    sortValue: (h) => h.change.amount,
  },
  tax_relief: { cell: (h) => h.taxRelief ?? dash, sortValue: (h) => h.taxRelief ?? '' },
  status: {
    cell: (h) => <StatusBadge tone={h.status.tone}>{h.status.label}</StatusBadge>,
    sortValue: (h) => h.status.label,
  },
  payment_reference: {
    cell: (h) => (h.references.length ? h.references.join(', ') : dash),
    sortValue: (h) => h.references[0] ?? '',
  },
}

/** Used when the tenant has configured no layout (the seed's "Standard" one). */
export const DEFAULT_COLUMNS: PortfolioColumn[] = [
  ['investment', 'Investment'],
  ['investment_date', 'Date invested'],
  ['amount', 'Amount invested'],
  ['shares', 'Shares'],
  ['current_value', 'Current value'],
  ['change', 'Change'],
].map(([key, label], order) => ({ key, label, visible: true, order }))

export interface HoldingColumn extends Column<Holding> {
  sortValue: (h: Holding) => string | number
}

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

/** A layout's visible columns in their configured order, with their headers. */
export function holdingColumns(
  columns: readonly PortfolioColumn[],
  terms: Terms = DEFAULT_TERMS,
): HoldingColumn[] {
  return [...columns]
    .filter((c) => c.visible && CELLS[c.key])
    .sort((a, b) => a.order - b.order)
    .map((c) => ({ id: c.key, header: columnHeader(c, terms), sortable: true, ...CELLS[c.key] }))
}

const StyledLink = styled(Link)`
  color: ${({ theme }) => theme.colours.link};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`
