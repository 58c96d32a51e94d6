import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router-dom'
import styled from 'styled-components'
import { readsTogether } from '@/lib/query'
import { Card, EmptyState, SelectField } from '@/ui'
import { companiesQuery, reportingCompaniesQuery } from '../api/kpi-queries'
import { CompanyKpis } from '../components/company-kpis'
import { KpiPage } from '../components/kpi-page'

const TITLE = 'KPIs'
const DESCRIPTION =
  'KPI reports per portfolio company and period: enter the figures, and follow each KPI against the periods before.'

/** /admin/reports/kpis (SPEC §2, §6 `reports`): one company's KPIs by period, as a grid. */
export function KpiReportsPage() {
  const companies = useQuery(companiesQuery)
  // Only which company to open on: without it the grid opens on the first by name.
  const reporting = useQuery(reportingCompaniesQuery)
  const [params, setParams] = useSearchParams()
  const read = {
    ...readsTogether(companies),
    isPending: companies.isPending || reporting.isPending,
  }

  const body = (list: NonNullable<typeof companies.data>) => {
    const chosen =
      list.find((c) => String(c.id) === params.get('company')) ??
      list.find((c) => reporting.data?.has(c.id)) ??
      list[0]
    if (chosen === undefined)
      return (
        <Card>
          <EmptyState
            title="No portfolio companies yet"
            description="KPI reports start once an opportunity becomes an existing investment."
          />
        </Card>
      )
    return (
      <>
        <StyledPicker>
          <SelectField
            label="Company"
            value={String(chosen.id)}
            options={list.map((c) => ({
              value: String(c.id),
              label:
                reporting.data && !reporting.data.has(c.id)
                  ? `${c.name} (no KPIs published)`
                  : c.name,
            }))}
            onChange={(e) =>
              setParams(
                (p) => {
                  p.set('company', e.target.value)
                  return p
                },
                { replace: true },
              )
            }
          />
        </StyledPicker>
        <CompanyKpis company={{ id: chosen.id, name: chosen.name }} />
      </>
    )
  }

  return (
    <KpiPage
      title={TITLE}
      description={DESCRIPTION}
      read={read}
      loading="Loading the portfolio companies…"
      errorMessage="The portfolio companies could not be loaded."
    >
      {() => body(companies.data ?? [])}
    </KpiPage>
  )
}

const StyledPicker = styled.div`
  max-width: 360px;
`
