import { formatDate } from '@/lib/format'
import { MATURITY_STATUS } from '@/admin/kit/lists'
import type { Transaction } from '@/admin/tabs/transactions'
import { historyOf } from '../model/maturity'
import { investorName } from './investor-name'
import { StyledHistory } from './maturity-styles'

const label = (state: string | null) => (state ? (MATURITY_STATUS[state]?.label ?? state) : '')

/** Every maturity move of the investments, latest first. */
export function MaturityHistory({ rows }: { rows: readonly Transaction[] }) {
  const entries = historyOf(rows)
  if (entries.length === 0) return <p>No investment has moved from open yet.</p>
  return (
    <StyledHistory $gap="sm" as="ol">
      {entries.map((e) => (
        <li key={`${e.investment.id}-${e.changed_at}-${e.status}`}>
          <time dateTime={e.date}>{formatDate(e.date)}</time>
          <span>
            {investorName(e.investment)} ({e.investment.payment_reference}):{' '}
            {e.from ? `${label(e.from)} → ` : ''}
            <strong>{label(e.status)}</strong>
          </span>
        </li>
      ))}
    </StyledHistory>
  )
}
