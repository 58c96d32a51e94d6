/** The cash calls of a live opportunity: its transactions tab for staff. */
export { OpportunityTransactionsTab } from './components/opportunity-transactions-tab'
