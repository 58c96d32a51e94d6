export { TransactionsTab } from './components/transactions-tab'
export type { TransactionsTabProps } from './components/transactions-tab'
