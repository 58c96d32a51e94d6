import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import styled from 'styled-components'
import { useTerm } from '@/lib/terminology'
import { Card, LinkList, QueryStates, Tabs } from '@/ui'
import type { Opportunity, Report } from '../api/holding-queries'
import { portfolioPaths } from '../model/paths'
import { documentItems } from './document-items'
import { SharePriceFigure } from './share-price-figure'
import { TransactionsTable } from './transactions-table'
import { reportItems } from './report-items'

const TAB_IDS = ['transactions', 'documents', 'updates', 'reports', 'performance'] as const
type TabId = (typeof TAB_IDS)[number]

const readTab = (value: string | null): TabId =>
  (TAB_IDS as readonly string[]).includes(value ?? '') ? (value as TabId) : 'transactions'

/** The holding's sections as tabs; the open one is kept in the URL (?tab=) for links and back. */
export function HoldingTabs({
  opportunity,
  reports,
}: {
  opportunity: Opportunity
  reports: UseQueryResult<Report[]>
}) {
  const t = useTerm()
  const [params, setParams] = useSearchParams()
  const tab = readTab(params.get('tab'))
  const id = opportunity.id
  const items = [
    { id: 'transactions', label: 'Transactions' },
    { id: 'documents', label: 'Documents' },
    { id: 'updates', label: 'Updates' },
    { id: 'reports', label: t('reports') },
    { id: 'performance', label: t('performance') },
  ]

  const withReports = (type: Report['type'], render: (list: Report[]) => ReactNode) => {
    return (
      <QueryStates
        query={reports}
        loading="Loading reports…"
        errorMessage="The reports could not be loaded."
      >
        {(list) => render(list.filter((r) => r.type === type))}
      </QueryStates>
    )
  }

  const panel = (which: string) => {
    switch (readTab(which)) {
      case 'transactions':
        return (
          <Card>
            <TransactionsTable investments={opportunity.investments ?? []} />
          </Card>
        )
      case 'documents':
        return (
          <Card>
            <LinkList
              items={documentItems(opportunity.public_documents ?? [])}
              empty="There are no documents for this investment yet."
            />
          </Card>
        )
      case 'updates':
        return (
          <Card>
            {withReports('update', (list) => (
              <LinkList
                items={reportItems(list, (r) => portfolioPaths.holdingReport(id, r.id))}
                empty="There are no updates for this investment yet."
              />
            ))}
          </Card>
        )
      case 'reports':
        return (
          <Card
            actions={<StyledLink to={portfolioPaths.holdingKpis(id)}>View KPI charts</StyledLink>}
          >
            {withReports('kpi', (list) => (
              <LinkList
                items={reportItems(list, (r) => portfolioPaths.holdingReport(id, r.id))}
                empty="There are no KPI reports for this investment yet."
              />
            ))}
          </Card>
        )
      case 'performance':
        return <SharePriceFigure prices={opportunity.share_prices ?? []} />
    }
  }

  return (
    <Tabs
      label="Holding sections"
      items={items}
      value={tab}
      onChange={(next) =>
        setParams(next === 'transactions' ? {} : { tab: next }, { replace: true })
      }
      renderPanel={panel}
    />
  )
}

const StyledLink = styled(Link)`
  color: ${({ theme }) => theme.colours.link};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`
