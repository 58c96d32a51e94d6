import { personName } from '@/lib/api'
import type { Transaction } from '@/admin/tabs/transactions'

/** The investor of an investment as a person reads them, whatever the host included. */
export const investorName = (row: Transaction) =>
  (row.user ? personName(row.user) || row.user.email : '') || `Investor ${row.user_id}`
