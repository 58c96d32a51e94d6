import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { TimeSeriesFigure } from '@/ui/charts'
import {
  formatCompactGBP,
  formatDate,
  formatGBP,
  formatMonth,
  formatPrice,
  formatUnits,
} from '@/lib/format'
import {
  Button,
  CardGrid,
  DataTable,
  Pagination,
  QueryStates,
  SectionHeader,
  SectionHeading,
  SectionNote,
  usePagedRows,
} from '@/ui'
import { fundNavsQuery, type NetAssetValue } from '../api/fund-queries'
import { latestNav } from '../model/holders'
import { RecordNavDialog } from './record-nav-dialog'
import { StyledSection } from './styles'
import { useMayUpdateFund } from './use-may-update'

const PER_PAGE = 8

const day = (d: string) => formatDate(d, 'UTC')

/** The fund's valuations: NAV per unit and total NAV over time, their table, and a new one. */
export function NavHistory({ fundId }: { fundId: number }) {
  const navs = useQuery(fundNavsQuery(fundId))
  const mayRecord = useMayUpdateFund()
  const [open, setOpen] = useState(false)
  const latest = navs.data ? latestNav(navs.data) : null
  return (
    <StyledSection aria-labelledby="nav-history-heading">
      <SectionHeader>
        <SectionHeading id="nav-history-heading">Net asset value</SectionHeading>
        {mayRecord ? (
          <Button variant="secondary" onClick={() => setOpen(true)}>
            Record NAV
          </Button>
        ) : null}
      </SectionHeader>
      <QueryStates query={navs} loading="Loading the NAV history">
        {(rows) => <NavFigures rows={rows} />}
      </QueryStates>
      {open ? (
        <RecordNavDialog
          fundId={fundId}
          currentNavPerUnit={latest ? Number(latest.nav_per_unit) : null}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </StyledSection>
  )
}

function NavFigures({ rows }: { rows: NetAssetValue[] }) {
  const points = (value: (n: NetAssetValue) => number) =>
    rows.map((n) => ({ x: n.valuation_date, label: day(n.valuation_date), value: value(n) }))
  const { rows: shown, pager, setPage } = usePagedRows([...rows].reverse(), PER_PAGE)
  return (
    <>
      <CardGrid $min="380px">
        <TimeSeriesFigure
          title="NAV per unit"
          points={points((n) => Number(n.nav_per_unit))}
          variant="line"
          step
          xHeader="Valuation date"
          valueHeader="NAV per unit"
          formatValue={(n) => formatPrice(n)}
          formatTick={(n) => formatPrice(n)}
          formatX={formatMonth}
          emptyText="No valuation recorded yet."
          height={240}
          level={3}
        />
        <TimeSeriesFigure
          title="Total NAV"
          points={points((n) => Number(n.total_nav))}
          xHeader="Valuation date"
          valueHeader="Total NAV"
          formatValue={(n) => formatGBP(n)}
          formatTick={formatCompactGBP}
          formatX={formatMonth}
          emptyText="No valuation recorded yet."
          height={240}
          level={3}
        />
      </CardGrid>
      <div>
        <DataTable
          caption="Valuations"
          showCaption
          rowKey={(n) => n.id}
          rows={shown}
          empty={<SectionNote>No valuation recorded yet.</SectionNote>}
          columns={[
            { id: 'date', header: 'Valuation date', cell: (n) => day(n.valuation_date) },
            {
              id: 'per-unit',
              header: 'NAV per unit',
              align: 'right',
              cell: (n) => formatPrice(Number(n.nav_per_unit)),
            },
            {
              id: 'total',
              header: 'Total NAV',
              align: 'right',
              cell: (n) => formatGBP(n.total_nav),
            },
            {
              id: 'units',
              header: 'Units in issue',
              align: 'right',
              cell: (n) => (n.units_in_issue == null ? '—' : formatUnits(n.units_in_issue)),
            },
            { id: 'notes', header: 'Notes', cell: (n) => n.notes ?? '' },
          ]}
        />
        {pager ? (
          <Pagination
            label="Valuations pages"
            itemNoun="valuations"
            onPageChange={setPage}
            meta={pager}
          />
        ) : null}
      </div>
    </>
  )
}
