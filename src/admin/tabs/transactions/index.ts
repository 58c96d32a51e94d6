export { TransactionsTab } from './components/transactions-tab'
export type { TransactionsTabProps } from './components/transactions-tab'
export {
  transactionColumns,
  TransactionStatus,
  type Transaction,
} from './components/transaction-columns'
export { allTransactionsQuery, type AllTransactions } from './api/transactions-queries'
export { subjectFilter } from './model/subject-filter'
