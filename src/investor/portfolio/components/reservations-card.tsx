import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { formatGBP } from '@/lib/format'
import { useFlags } from '@/lib/flags'
import { useTerm } from '@/lib/terminology'
import { Card, DataTable, StatusBadge } from '@/ui'
import type { MyInvestment } from '../api/portfolio-queries'
import { formatDay } from '../model/format'
import { isOutstanding, paymentState } from '@/lib/investments'
import { portfolioPaths } from '../model/paths'

export const RESERVATIONS_TITLE = 'Reserved allocations and cash calls'

/**
 * What the investor has reserved and not yet paid for (SPEC §4 payment states), newest
 * first: a reservation placed a moment ago shows here straight away.
 */
export function ReservationsCard({ investments }: { investments: MyInvestment[] }) {
  const t = useTerm()
  const { hidePaymentReference } = useFlags()
  const rows = investments
    .filter(isOutstanding)
    .sort((a, b) => String(b.reserved_at).localeCompare(String(a.reserved_at)))
  return (
    <Card
      title={RESERVATIONS_TITLE}
      actions={
        <StyledLink to={portfolioPaths.reservedAllocations}>
          View My Reserved Allocations
        </StyledLink>
      }
    >
      <DataTable
        caption="Reservations awaiting payment"
        rows={rows}
        rowKey={(i) => i.id}
        empty={<StyledEmpty>You have no reservations awaiting payment.</StyledEmpty>}
        columns={[
          {
            id: 'investment',
            header: 'Investment',
            cell: (i) => (
              <StyledLink to={portfolioPaths.holding(i.investment_opportunity_id)}>
                {i.investment_opportunity?.name ?? `Investment ${i.investment_opportunity_id}`}
              </StyledLink>
            ),
          },
          { id: 'reserved_at', header: 'Reserved on', cell: (i) => formatDay(i.reserved_at) },
          { id: 'amount', header: 'Amount', align: 'right', cell: (i) => formatGBP(i.amount) },
          {
            id: 'state',
            header: 'Payment',
            cell: (i) => {
              const s = paymentState(i.payment_state, t)
              return <StatusBadge tone={s.tone}>{s.label}</StatusBadge>
            },
          },
          // The reference the investor quotes when paying (ABC-INV-…), not their own INV-…
          ...(hidePaymentReference
            ? []
            : [
                {
                  id: 'reference',
                  header: 'Payment reference',
                  cell: (i: MyInvestment) => i.payment_reference,
                },
              ]),
        ]}
      />
    </Card>
  )
}

const StyledLink = styled(Link)`
  color: ${({ theme }) => theme.colours.link};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`

const StyledEmpty = styled.span`
  color: ${({ theme }) => theme.colours.textMuted};
`
