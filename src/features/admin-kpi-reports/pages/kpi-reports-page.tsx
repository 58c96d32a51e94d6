import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo, useRef, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import styled from 'styled-components'
import { can } from '@/lib/permissions'
import { resourceKeys } from '@/lib/resources'
import { useCurrentUser } from '@/lib/session'
import {
  Button,
  Card,
  EmptyState,
  ErrorState,
  LoadingState,
  PageHeader,
  PageStack,
  SelectField,
  useToast,
} from '@/ui'
import {
  companiesQuery,
  companyKpisQuery,
  companyReportsQuery,
  reportingCompaniesQuery,
  kpiCategoriesQuery,
} from '../api/kpi-queries'
import { saveKpiValues } from '../api/save-kpi-values'
import { AddPeriodForm } from '../components/add-period-form'
import { KpiGridTable } from '../components/kpi-grid-table'
import { groupKpis, nextPeriod, periodColumns, savedValues } from '../model/kpi-grid'

const TITLE = 'KPIs'
const DESCRIPTION =
  'KPI reports per portfolio company and period: enter the figures, and follow each KPI against the periods before.'

/** /admin/reports/kpis (SPEC §2, §6 `reports`): one company's KPIs by period, as a grid. */
export function KpiReportsPage() {
  const companies = useQuery(companiesQuery)
  // Only which company to open on: without it the grid opens on the first by name.
  const reporting = useQuery(reportingCompaniesQuery)
  const [params, setParams] = useSearchParams()
  const header = <PageHeader title={TITLE} description={DESCRIPTION} />

  if (companies.isPending || reporting.isPending)
    return (
      <PageStack>
        {header}
        <LoadingState label="Loading the portfolio companies…" />
      </PageStack>
    )
  if (companies.isError)
    return (
      <PageStack>
        {header}
        <ErrorState
          message="The portfolio companies could not be loaded."
          onRetry={() => void companies.refetch()}
          retrying={companies.isFetching}
        />
      </PageStack>
    )
  const list = companies.data
  const chosen =
    list.find((c) => String(c.id) === params.get('company')) ??
    list.find((c) => reporting.data?.has(c.id)) ??
    list[0]
  return (
    <PageStack>
      {header}
      {chosen === undefined ? (
        <Card>
          <EmptyState
            title="No portfolio companies yet"
            description="KPI reports start once an opportunity becomes an existing investment."
          />
        </Card>
      ) : (
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
      )}
    </PageStack>
  )
}

type Typed = Record<string, string>
const NONE: string[] = []

/**
 * The grid of one company. What is typed lives here per company until the host has taken it,
 * so switching company, a refused value or a failed save loses nothing.
 */
function CompanyKpis({ company }: { company: { id: number; name: string } }) {
  const roleId = useCurrentUser().user?.role_id
  const canCreate = can(roleId, 'reports', 'create')
  const canUpdate = can(roleId, 'reports', 'update')
  const kpis = useQuery(companyKpisQuery(company.id))
  const reports = useQuery(companyReportsQuery(company.id))
  // Names and order only: without them (a failed read) the groups fall back to the keys.
  const categories = useQuery(kpiCategoriesQuery)
  const client = useQueryClient()
  const toast = useToast()
  const [typedBy, setTypedBy] = useState<Record<number, Typed>>({})
  const [errorsBy, setErrorsBy] = useState<Record<number, Typed>>({})
  const [periodErrorsBy, setPeriodErrorsBy] = useState<Record<number, Typed>>({})
  const [addedBy, setAddedBy] = useState<Record<number, string[]>>({})
  const [saving, setSaving] = useState(false)
  const created = useRef<Record<number, Record<string, number>>>({})
  const gridRef = useRef<HTMLDivElement>(null)

  const typed = typedBy[company.id] ?? {}
  const errors = errorsBy[company.id] ?? {}
  const periodErrors = periodErrorsBy[company.id] ?? {}
  const added = addedBy[company.id] ?? NONE
  const groups = useMemo(
    () => groupKpis(kpis.data ?? [], categories.data),
    [kpis.data, categories.data],
  )
  const columns = useMemo(() => periodColumns(reports.data ?? [], added), [reports.data, added])
  const saved = useMemo(() => savedValues(columns), [columns])
  const dirty = Object.keys(typed)

  if (kpis.isPending || reports.isPending || categories.isPending)
    return <LoadingState label={`Loading the KPIs of ${company.name}…`} />
  if (kpis.isError || reports.isError)
    return (
      <ErrorState
        message={`The KPIs of ${company.name} could not be loaded.`}
        onRetry={() => void Promise.all([kpis.refetch(), reports.refetch()])}
        retrying={kpis.isFetching || reports.isFetching}
      />
    )

  const setTyped = (key: string, text: string) => {
    setTypedBy((all) => {
      const mine = { ...(all[company.id] ?? {}) }
      const before = saved.get(key)
      // Back to what is saved (or to nothing in an empty cell): nothing to send.
      if (text.trim() === '' || (before && text.trim() === String(before.value))) delete mine[key]
      else mine[key] = text
      return { ...all, [company.id]: mine }
    })
  }

  const addPeriod = (period: string) => {
    setAddedBy((all) => ({ ...all, [company.id]: [...(all[company.id] ?? []), period] }))
    // The new column's first cell, ready to type into.
    setTimeout(() => {
      gridRef.current?.querySelector<HTMLInputElement>(`input[aria-label$=", ${period}"]`)?.focus()
    }, 0)
  }

  const discard = () => {
    setTypedBy((all) => ({ ...all, [company.id]: {} }))
    setErrorsBy((all) => ({ ...all, [company.id]: {} }))
    setPeriodErrorsBy((all) => ({ ...all, [company.id]: {} }))
    setAddedBy((all) => ({ ...all, [company.id]: [] }))
  }

  const save = async () => {
    if (saving || dirty.length === 0) return
    setSaving(true)
    try {
      const cells = dirty.map((key) => {
        const [kpiId, period] = key.split('@')
        return { kpiId: Number(kpiId), period, typed: typed[key] }
      })
      const outcome = await saveKpiValues({
        company,
        columns,
        saved,
        cells,
        createdReports: created.current[company.id],
      })
      created.current[company.id] = outcome.createdReports
      // The new values and reports, read back before the typed text is let go of.
      await client.invalidateQueries({ queryKey: resourceKeys('reports').lists() })
      setTypedBy((all) => {
        const mine = { ...(all[company.id] ?? {}) }
        for (const key of outcome.saved) delete mine[key]
        return { ...all, [company.id]: mine }
      })
      setErrorsBy((all) => ({ ...all, [company.id]: outcome.cellErrors }))
      setPeriodErrorsBy((all) => ({ ...all, [company.id]: outcome.periodErrors }))
      const failed = Object.keys(outcome.cellErrors).length
      const failedPeriods = Object.keys(outcome.periodErrors).length
      if (failed + failedPeriods === 0)
        toast.success(
          `${outcome.saved.length} KPI value${outcome.saved.length === 1 ? '' : 's'} saved`,
        )
      else
        toast.error(
          failed > 0
            ? `${failed} value${failed === 1 ? ' was' : 's were'} not saved: see the highlighted cells.`
            : 'A period could not be saved.',
          { title: 'Not everything was saved' },
        )
    } finally {
      setSaving(false)
    }
  }

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
          <StyledActions>
            <Button variant="secondary" onClick={discard} disabled={dirty.length === 0 || saving}>
              Discard changes
            </Button>
            <Button
              onClick={() => void save()}
              loading={saving}
              loadingText="Saving"
              disabled={dirty.length === 0}
            >
              Save KPI values
            </Button>
          </StyledActions>
        ) : null
      }
    >
      <StyledBody ref={gridRef}>
        {editable ? (
          <StyledHint>
            {canUpdate
              ? 'Type a value in any cell, then save. Arrow keys and Enter move between cells.'
              : 'Fill in the empty cells, then save; values already reported stay as they are. Arrow keys and Enter move between cells.'}
          </StyledHint>
        ) : (
          <StyledHint>Your role can read these KPIs but not enter them.</StyledHint>
        )}
        {Object.keys(periodErrors).length > 0 ? (
          <StyledAlert role="alert">
            {Object.entries(periodErrors).map(([period, message]) => (
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
            saved={saved}
            typed={typed}
            errors={errors}
            canCreate={canCreate}
            canUpdate={canUpdate}
            onType={setTyped}
          />
        )}
        {canCreate ? (
          <AddPeriodForm
            key={`${company.id}:${latest ?? ''}`}
            periods={columns.map((c) => c.period)}
            suggestion={nextPeriod(latest)}
            onAdd={addPeriod}
          />
        ) : null}
      </StyledBody>
    </Card>
  )
}

const StyledPicker = styled.div`
  max-width: 360px;
`

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`

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
