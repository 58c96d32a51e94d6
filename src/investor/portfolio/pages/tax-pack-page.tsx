import { useMemo } from 'react'
import { useParams } from 'react-router-dom'
import styled, { createGlobalStyle } from 'styled-components'
import { formatGBP } from '@/lib/format'
import { sumMoney } from '@/lib/investments'
import { taxYearStarting, yearSummary } from '@/lib/tax-relief'
import {
  DataTable,
  LoadingState,
  NotFoundError,
  PageHeader,
  PageStack,
  PageStates,
  type Column,
} from '@/ui'
import { TaxPackActions } from '../components/tax-pack-actions'
import { TaxSummary } from '../components/tax-summary'
import { useTaxFeature, useTaxHoldings } from '../hooks/use-tax-relief'
import { formatDay, formatUnits } from '../model/format'
import { portfolioPaths } from '../model/paths'
import { certificateName, schemeLabel, type TaxHolding } from '../model/tax-holdings'
import { PACK_STATEMENT, packRows } from '../model/tax-pack'

/**
 * /investor/portfolio/tax/{startYear}/pack (tax feature): the year's tax pack as a page to
 * print, with the same rows as its CSV. Printed, only the pack itself is on paper.
 */
export function TaxPackPage() {
  const { startYear = '' } = useParams()
  if (!/^\d{4}$/.test(startYear)) throw new NotFoundError('tax pack')
  const enabled = useTaxFeature()
  if (enabled === false) throw new NotFoundError('tax pack')
  return enabled ? (
    <TaxPack startYear={Number(startYear)} />
  ) : (
    <LoadingState label="Loading your tax pack…" />
  )
}

/**
 * The CSV's columns but its "Tax year claimed": every row here is claimed in the page's own year
 * (its title), and without that column the relief stays in view on a laptop and on A4.
 */
const COLUMNS: Column<TaxHolding>[] = [
  { id: 'company', header: 'Company', cell: (h) => h.company },
  { id: 'scheme', header: 'Scheme', cell: schemeLabel },
  {
    id: 'shares',
    header: 'Shares',
    align: 'right',
    cell: (h) => (h.shares === null ? '' : formatUnits(h.shares)),
  },
  { id: 'amount', header: 'Amount', align: 'right', cell: (h) => formatGBP(h.amount) },
  { id: 'issued', header: 'Share issue date', cell: (h) => formatDay(h.issueDate) },
  { id: 'carry', header: 'Carry-back', cell: (h) => (h.carryBack ? 'Yes' : 'No') },
  { id: 'uir', header: 'HMRC reference (UIR)', cell: (h) => h.uir ?? 'Not yet given' },
  {
    id: 'certificate',
    header: 'Certificate',
    cell: (h) => (h.certificateIssued ? `${certificateName(h.scheme)} issued` : 'Not yet issued'),
  },
  { id: 'relief', header: 'Relief', align: 'right', cell: (h) => formatGBP(h.relief) },
]

function TaxPack({ startYear }: { startYear: number }) {
  const year = taxYearStarting(startYear)
  const { query, holdings } = useTaxHoldings(true)
  const rows = useMemo(() => packRows(holdings, year), [holdings, year])
  const summary = useMemo(() => yearSummary(query.data ?? [], startYear), [query.data, startYear])
  const header = {
    back: { to: `${portfolioPaths.taxRelief}?year=${startYear}`, label: 'Back to Tax relief' },
    title: `Tax pack ${year.label}`,
    description: `UK tax year ${formatDay(year.start)} to ${formatDay(year.end)}`,
  }
  if (!query.data) return <PageStates query={query} header={header} what="your tax pack" />
  return (
    <StyledPack data-print-root="">
      <PrintStyle />
      <PageStack>
        <PageHeader {...header} />
        <StyledStatement>{PACK_STATEMENT}</StyledStatement>
        <TaxPackActions holdings={holdings} year={year} printable={false} />
        <TaxSummary year={year} summary={summary} claimed={rows} />
        <DataTable
          caption={`Subscriptions claimed in ${year.label}`}
          showCaption
          columns={COLUMNS}
          rows={rows}
          rowKey={(h) => h.id}
          empty={`No subscriptions are claimed in ${year.label}.`}
          footer={
            rows.length > 0
              ? {
                  company: 'Total',
                  amount: formatGBP(sumMoney(rows.map((h) => h.amount))),
                  relief: formatGBP(sumMoney(rows.map((h) => h.relief))),
                }
              : undefined
          }
        />
      </PageStack>
    </StyledPack>
  )
}

/** On paper: the pack alone (not the portal's header, navigation or buttons), tables whole. */
const PrintStyle = createGlobalStyle`
  @media print {
    body * {
      visibility: hidden;
    }
    [data-print-root],
    [data-print-root] * {
      visibility: visible;
    }
    [data-print-root] {
      position: absolute;
      inset: 0 auto auto 0;
      width: 100%;
    }
    /* The buttons and the way back are the screen's, not the record's. */
    [data-print-root] [data-no-print],
    [data-print-root] header > a[href] {
      display: none;
    }
    [data-print-root] [role='region'] {
      overflow: visible;
    }
    /* Nine columns on A4 portrait: smaller type and cells, headers allowed to wrap. */
    [data-print-root] table {
      font-size: 8.5pt;
    }
    [data-print-root] th,
    [data-print-root] td {
      padding: 4pt 5pt;
      white-space: normal;
    }
  }
`

const StyledPack = styled.div`
  @media print {
    font-size: 11pt;
    color: #000;
  }
`

const StyledStatement = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`
