import { useMemo } from 'react'
import { useParams } from 'react-router-dom'
import { formatGBP } from '@/lib/format'
import { useTerm } from '@/lib/terminology'
import { Card, LinkList, PageHeader, PageStack } from '@/ui'
import { TimeSeriesFigure } from '@/ui/charts'
import { FundKpisCard } from '../components/fund-kpis-card'
import { FundLedgerTable, LEDGER_TITLE } from '../components/fund-ledger-table'
import { HoldingFigures } from '../components/holding-figures'
import { PageStates } from '@/ui'
import { reportItems } from '../components/report-items'
import { useFundHolding } from '../hooks/use-fund-holding'
import { formatDay, formatMonth, formatPrice } from '../model/format'
import { portfolioPaths } from '../model/paths'
import { fundPosition, isoToday } from '../model/valuation'
import { PENNY } from '@/lib/format/axis-ticks'

export const NAV_TITLE = 'NAV per unit'

/**
 * /investor/portfolio/fund/{id} (funds feature only): the investor's position in a fund, its
 * NAV history, their ledger, the fund's KPIs and its reports.
 */
export function FundHoldingPage() {
  const { id = '' } = useParams()
  const t = useTerm()
  const { query, fund, holding } = useFundHolding(id)
  const back = { to: portfolioPaths.portfolio, label: `Back to ${t('portfolio')}` }
  const navs = useMemo(
    () =>
      [...(fund?.net_asset_values ?? [])]
        .sort((a, b) => a.valuation_date.localeCompare(b.valuation_date))
        .map((n) => ({
          x: n.valuation_date,
          label: formatDay(n.valuation_date),
          value: n.nav_per_unit,
        })),
    [fund],
  )

  if (!fund || !holding) {
    return <PageStates query={query} header={{ title: t('funds'), back }} what="the fund" />
  }
  const position = fundPosition(fund.ledger ?? [], isoToday())
  const latest = navs.filter((n) => n.x <= isoToday()).at(-1)
  const description = [
    fund.manager_name,
    latest ? `NAV per unit ${formatPrice(latest.value)} at ${latest.label}` : null,
    position.committed > 0 ? `Committed ${formatGBP(position.committed)}` : null,
  ]
    .filter(Boolean)
    .join(' · ')
  return (
    <PageStack>
      <PageHeader back={back} title={fund.name} description={description} />
      <HoldingFigures
        label={`${fund.name} figures`}
        value={holding.value}
        invested={holding.invested}
        investedLabel="Capital called"
        unitsLabel="Units"
        units={holding.units}
        change={holding.change}
      />
      <TimeSeriesFigure
        title={NAV_TITLE}
        points={navs}
        variant="line"
        xHeader="Valuation date"
        valueHeader="NAV per unit"
        formatValue={(n) => formatPrice(n)}
        formatTick={(n) => formatPrice(n)}
        tickStep={PENNY}
        formatX={formatMonth}
        emptyText="The fund has not been valued yet."
      />
      <Card title={LEDGER_TITLE}>
        <FundLedgerTable entries={fund.ledger ?? []} />
      </Card>
      <FundKpisCard kpis={fund.kpis ?? []} />
      <Card title={t('reports')}>
        <LinkList
          items={reportItems(fund.reports ?? [], (r) => portfolioPaths.fundReport(fund.id, r.id))}
          empty="There are no reports for this fund yet."
        />
      </Card>
    </PageStack>
  )
}
