/**
 * The investor's portfolio figures as investors see them: the totals and the holdings table's
 * column headers. Shared because the admin's portfolio settings preview exactly these.
 */
export {
  PortfolioTotals,
  totalChangeLabel,
  type PortfolioTotalsProps,
  type TotalsFigures,
} from './portfolio-totals'
export { columnHeader, COLUMN_TERMS, type PortfolioColumn } from './column-header'
// Money on its way in (reserved, awaiting payment): the portfolio and the overview show it.
export { hasNotYetInvested, NotYetInvestedFigures, notYetInvestedOf } from './not-yet-invested'
