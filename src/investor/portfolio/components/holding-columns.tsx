import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { formatGBP } from '@/lib/format'
import { DEFAULT_TERMS, type Terms } from '@/lib/terminology'
import { columnHeader, type PortfolioColumn } from '@/shared/portfolio-figures'
import { StatusBadge, type Column } from '@/ui'
import { formatDay, formatPrice, formatUnits } from '../model/format'
import type { Holding } from '../model/holdings'
import { ChangeFigure } from '@/ui/change-figure/change-figure'

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

export { columnHeader, type PortfolioColumn }
