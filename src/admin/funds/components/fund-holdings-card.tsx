import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { AllocationFigure } from '@/ui/charts'
import { formatDate, formatGBP, formatPercent } from '@/lib/format'
import { opportunityPath } from '@/lib/navigation'
import { can, familyResource } from '@/lib/permissions'
import { useCurrentUser } from '@/lib/session'
import { Button, Card, DataTable, EmptyState, QueryStates, SectionNote, VisuallyHidden } from '@/ui'
import { fundHoldingsQuery, type FundHolding } from '../api/fund-queries'
import { holdingsBook, type HoldingRow } from '../model/fund-holdings'
import { HoldingDialog } from './holding-dialog'
import { StyledSection } from './styles'
import { useMayUpdateFund } from './use-may-update'

/** Figures and dates keep to one line; the table scrolls in its own box when narrow. */
const StyledFigure = styled.span`
  white-space: nowrap;
`

/** "+£1,200" / "-£300": a gain or a loss on cost. */
const signedGBP = (n: number) => (
  <StyledFigure>{n < 0 ? `-${formatGBP(-n)}` : `+${formatGBP(n)}`}</StyledFigure>
)
const gbp = (n: number) => <StyledFigure>{formatGBP(n)}</StyledFigure>

/** The companies and assets the fund holds: a donut of their value and a table with totals. */
export function FundHoldingsCard({ fundId }: { fundId: number }) {
  const holdings = useQuery(fundHoldingsQuery(fundId))
  const mayUpdate = useMayUpdateFund()
  // undefined: closed; null: adding; a holding: editing it.
  const [editing, setEditing] = useState<FundHolding | null | undefined>(undefined)
  return (
    <Card
      title="Holdings"
      actions={
        mayUpdate ? (
          <Button size="sm" onClick={() => setEditing(null)}>
            Add holding
          </Button>
        ) : null
      }
    >
      <QueryStates query={holdings} loading="Loading the holdings">
        {(rows) =>
          rows.length === 0 ? (
            <EmptyState title="This fund has no holdings recorded yet." />
          ) : (
            <HoldingsBody rows={rows} onEdit={mayUpdate ? setEditing : null} />
          )
        }
      </QueryStates>
      {editing !== undefined ? (
        <HoldingDialog fundId={fundId} holding={editing} onClose={() => setEditing(undefined)} />
      ) : null}
    </Card>
  )
}

function HoldingsBody({
  rows,
  onEdit,
}: {
  rows: FundHolding[]
  onEdit: ((h: FundHolding) => void) | null
}) {
  const role = useCurrentUser().user?.role_id
  const book = holdingsBook(rows)
  // Every admin link to an opportunity opens the screen its stage says (SPEC §2).
  const linkOf = (h: FundHolding) => {
    const o = h.investment_opportunity
    if (!o) return null
    return can(role, familyResource('investment-opportunities', { stage: o.stage }), 'show')
      ? opportunityPath(o.id, o.stage)
      : null
  }
  return (
    <StyledSection>
      <AllocationFigure
        title="Holdings by value"
        slices={book.rows.map((r) => ({ label: r.holding.name, value: r.value }))}
        noun="holding"
        labelHeader="Holding"
      />
      <DataTable<HoldingRow>
        caption="Fund holdings"
        rowKey={(r) => r.holding.id}
        rows={book.rows}
        columns={[
          {
            id: 'name',
            header: 'Holding',
            cell: (r) => {
              const href = linkOf(r.holding)
              return href ? <Link to={href}>{r.holding.name}</Link> : r.holding.name
            },
          },
          { id: 'sector', header: 'Sector', cell: (r) => r.holding.sector ?? '—' },
          {
            id: 'acquired',
            header: 'Acquired',
            cell: (r) => <StyledFigure>{formatDate(r.holding.acquired_at)}</StyledFigure>,
          },
          { id: 'cost', header: 'Cost', align: 'right', cell: (r) => gbp(r.cost) },
          { id: 'value', header: 'Value', align: 'right', cell: (r) => gbp(r.value) },
          { id: 'weight', header: 'Weight', align: 'right', cell: (r) => formatPercent(r.weight) },
          { id: 'gain', header: 'Gain/loss', align: 'right', cell: (r) => signedGBP(r.gain) },
          ...(onEdit
            ? [
                {
                  id: 'edit',
                  header: <VisuallyHidden>Actions</VisuallyHidden>,
                  align: 'right' as const,
                  cell: (r: HoldingRow) => (
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`Edit ${r.holding.name}`}
                      onClick={() => onEdit(r.holding)}
                    >
                      Edit
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
        footer={{
          name: 'Total',
          cost: gbp(book.cost),
          value: gbp(book.value),
          weight: formatPercent(book.value > 0 ? 100 : 0),
          gain: signedGBP(book.gain),
        }}
      />
      <SectionNote>
        Value is each holding&apos;s current valuation; weight is its share of the holdings&apos;
        value (the rest of the fund&apos;s NAV is cash).
      </SectionNote>
    </StyledSection>
  )
}
