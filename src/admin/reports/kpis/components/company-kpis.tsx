import { useQuery } from '@tanstack/react-query'
import { useMemo, useRef } from 'react'
import styled from 'styled-components'
import { can } from '@/lib/permissions'
import { readsTogether } from '@/lib/query'
import { useCurrentUser } from '@/lib/session'
import { Button, Card, EmptyState, PendingStates, Row, Stack } from '@/ui'
import { companyKpisQuery, companyReportsQuery, kpiCategoriesQuery } from '../api/kpi-queries'
import { useKpiEntry } from '../hooks/use-kpi-entry'
import { groupKpis, nextPeriod } from '../model/kpi-grid'
import { AddPeriodForm } from './add-period-form'
import { KpiGridTable } from './kpi-grid-table'

/** The grid of one company: its KPIs by period, typed into and saved together. */
export function CompanyKpis({ company }: { company: { id: number; name: string } }) {
  const roleId = useCurrentUser().user?.role_id
  const canCreate = can(roleId, 'reports', 'create')
  const canUpdate = can(roleId, 'reports', 'update')
  const kpis = useQuery(companyKpisQuery(company.id))
  const reports = useQuery(companyReportsQuery(company.id))
  // Names and order only: without them (a failed read) the groups fall back to the keys.
  const categories = useQuery(kpiCategoriesQuery)
  const gridRef = useRef<HTMLDivElement>(null)
  const entry = useKpiEntry(company, reports.data, gridRef)
  const { columns, dirty, saving } = entry
  const groups = useMemo(
    () => groupKpis(kpis.data ?? [], categories.data),
    [kpis.data, categories.data],
  )

  const read = readsTogether(kpis, reports)
  if (read.isPending || read.isError || categories.isPending)
    return (
      <PendingStates
        query={{ ...read, isPending: read.isPending || categories.isPending }}
        loading={`Loading the KPIs of ${company.name}…`}
        errorMessage={`The KPIs of ${company.name} could not be loaded.`}
      />
    )

  if (groups.length === 0)
    return (
      <Card>
        <EmptyState
          title={`No KPIs for ${company.name}`}
          description="KPIs are set up in Settings, under Attribute Settings › KPIs."
        />
      </Card>
    )

  const latest = columns[columns.length - 1]?.period
  const editable = canCreate || canUpdate
  return (
    <Card
      title={`${company.name} KPIs by period`}
      actions={
        editable ? (
          <Row $gap="xs" $align="stretch">
            <Button
              variant="secondary"
              onClick={entry.discard}
              disabled={dirty.length === 0 || saving}
            >
              Discard changes
            </Button>
            <Button
              onClick={() => void entry.save()}
              loading={saving}
              loadingText="Saving"
              disabled={dirty.length === 0}
            >
              Save KPI values
            </Button>
          </Row>
        ) : null
      }
    >
      <Stack ref={gridRef}>
        <StyledHint>
          {!editable
            ? 'Your role can read these KPIs but not enter them.'
            : canUpdate
              ? 'Type a value in any cell, then save. Arrow keys and Enter move between cells.'
              : 'Fill in the empty cells, then save; values already reported stay as they are. Arrow keys and Enter move between cells.'}
        </StyledHint>
        {Object.keys(entry.periodErrors).length > 0 ? (
          <StyledAlert role="alert">
            {Object.entries(entry.periodErrors).map(([period, message]) => (
              <p key={period}>
                {period} was not saved: {message}
              </p>
            ))}
          </StyledAlert>
        ) : null}
        {columns.length === 0 ? (
          <EmptyState
            title="No KPI reports yet"
            description={
              canCreate
                ? 'Add the first period below to start entering figures.'
                : 'Figures appear here once the company reports its first period.'
            }
          />
        ) : (
          <KpiGridTable
            caption={`KPI values of ${company.name} by period`}
            groups={groups}
            columns={columns}
            saved={entry.saved}
            typed={entry.typed}
            errors={entry.errors}
            canCreate={canCreate}
            canUpdate={canUpdate}
            onType={entry.setTyped}
          />
        )}
        {canCreate ? (
          <AddPeriodForm
            key={`${company.id}:${latest ?? ''}`}
            periods={columns.map((c) => c.period)}
            suggestion={nextPeriod(latest)}
            onAdd={entry.addPeriod}
          />
        ) : null}
      </Stack>
    </Card>
  )
}

const StyledHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const StyledAlert = styled.div`
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colours.dangerSurface};
  color: ${({ theme }) => theme.colours.text};

  p {
    margin: 0;
  }
`
