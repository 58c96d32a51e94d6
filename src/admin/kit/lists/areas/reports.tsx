import { ADMIN_PATHS, updateReportPath } from '@/lib/navigation'
import type { FamilyRows } from '../api'
import { count, enumText, personName, PrimaryCell, StatusCell, text } from '../components/cells'
import { defineArea, type AreaColumn } from '../model/area-config'
import { ACTIVE_FLAG, optionsOf, REPORT_STATUS } from '../model/labels'
import { statusColumn, statusFilter } from './status-column'
import { fixedNoun, relative } from './area-helpers'
import { dateColumn, selectFilter } from './columns'
import { FamilyOptionLabel } from '../hooks/use-family-options'

type Report = FamilyRows['reports']

const reportStatusFilter = statusFilter(REPORT_STATUS)
const reportStatus: AreaColumn<Report> = statusColumn(REPORT_STATUS)
/** What a report is about: an opportunity (company) or a fund. */
const subject: AreaColumn<Report> = {
  id: 'subject',
  header: 'Company or fund',
  cell: (r) => text(r.investment_opportunity?.name ?? r.fund?.name),
}
const period: AreaColumn<Report> = {
  id: 'period',
  header: 'Period',
  sortable: true,
  cell: (r) => text(r.period),
}
const published = dateColumn<Report>('published_at', 'Published', (r) => r.published_at)
const author: AreaColumn<Report> = {
  id: 'author',
  header: 'Author',
  cell: (r) => text(personName(r.author) || null),
}
// SPEC §2 gives KPI reports no screen of their own: their titles are not links (WIP reports
// have the small record page issue 12 adds).
const title = (to?: (r: Report) => string): AreaColumn<Report> => ({
  id: 'title',
  header: 'Title',
  sortable: true,
  cell: (r) => <PrimaryCell to={to?.(r)} name={r.title} />,
})
const SUBJECT_INCLUDES = ['investmentOpportunity', 'fund']
const updatePath = (r: Report) => updateReportPath(r.id, r.status)
const reportTitle = (r: Report) => r.title

export const kpisArea = defineArea({
  path: relative(ADMIN_PATHS.kpis),
  family: 'reports',
  recordName: reportTitle,
  noun: fixedNoun('KPI reports'),
  description: 'KPI figures reported by portfolio companies and funds, by period.',
  searchFilter: 'search',
  query: { type: 'kpi', include: [...SUBJECT_INCLUDES, 'inputsCount'] },
  defaultSort: '-period',
  filters: [reportStatusFilter],
  columns: [
    title(),
    subject,
    period,
    reportStatus,
    { id: 'inputs', header: 'KPI values', align: 'right', cell: (r) => count(r.inputs_count) },
    published,
  ],
})

/** The tenant's KPI categories (settings): KPIs hold a category's key, shown by its name. */
const KPI_CATEGORIES = {
  family: 'kpi-categories',
  value: (row: Record<string, unknown>) => String(row.key ?? ''),
  label: (row: Record<string, unknown>) => String(row.name ?? ''),
} as const

/** The KPI portfolio is built from the custom KPIs (SPEC §6: custom_kpis). */
export const kpiPortfolioArea = defineArea({
  path: relative(ADMIN_PATHS.kpiPortfolio),
  family: 'custom-kpis',
  recordName: (k) => k.name,
  noun: fixedNoun('KPIs'),
  description: 'The KPIs tracked across the portfolio, and those of single companies.',
  searchFilter: 'name',
  query: { include: ['investmentOpportunity'] },
  defaultSort: 'order',
  filters: [
    {
      id: 'category',
      label: 'Category',
      allLabel: 'All categories',
      options: [],
      optionsFrom: KPI_CATEGORIES,
    },
    selectFilter('is_active', 'Active', 'Active or not', optionsOf(ACTIVE_FLAG)),
  ],
  columns: [
    { id: 'name', header: 'KPI', sortable: true, cell: (k) => <PrimaryCell name={k.name} /> },
    {
      id: 'category',
      header: 'Category',
      sortable: true,
      cell: (k) => <FamilyOptionLabel from={KPI_CATEGORIES} value={k.category} />,
    },
    {
      id: 'unit',
      header: 'Unit',
      cell: (k) => (k.unit === 'GBP' ? 'GBP (£)' : enumText(k.unit)),
    },
    {
      id: 'applies_to',
      header: 'Applies to',
      cell: (k) => k.investment_opportunity?.name ?? 'Whole portfolio',
    },
    {
      id: 'active',
      header: 'State',
      cell: (k) => <StatusCell map={ACTIVE_FLAG} value={k.is_active} />,
    },
    { id: 'order', header: 'Order', sortable: true, align: 'right', cell: (k) => k.order },
  ],
})

/** An update report opens its editor while draft and its details once live (SPEC §2). */
export const updatesArea = defineArea({
  path: relative(ADMIN_PATHS.updates),
  family: 'reports',
  recordName: reportTitle,
  recordPath: updatePath,
  noun: fixedNoun('update reports'),
  searchFilter: 'search',
  query: { type: 'update', include: [...SUBJECT_INCLUDES, 'author'] },
  defaultSort: '-created_at',
  filters: [reportStatusFilter],
  columns: [
    title(updatePath),
    subject,
    reportStatus,
    {
      id: 'audience',
      header: 'Audience',
      cell: (r) => (r.is_public ? 'All investors' : 'Holders'),
    },
    author,
    published,
  ],
  create: { key: 'report-update', label: 'New update' },
})

const wipPath = (r: Report) => `${ADMIN_PATHS.wip}/${r.id}/details`

export const wipArea = defineArea({
  path: relative(ADMIN_PATHS.wip),
  family: 'reports',
  recordName: reportTitle,
  noun: fixedNoun('WIP reports'),
  description: 'Work-in-progress reports on the deals and opportunities under way.',
  searchFilter: 'search',
  query: { type: 'wip', include: ['author'] },
  defaultSort: '-created_at',
  filters: [reportStatusFilter],
  recordPath: wipPath,
  columns: [
    title(wipPath),
    period,
    reportStatus,
    author,
    published,
    dateColumn<Report>('updated_at', 'Last updated', (r) => r.updated_at),
  ],
  create: { to: `${ADMIN_PATHS.wip}/new-report`, label: 'New WIP report' },
})
