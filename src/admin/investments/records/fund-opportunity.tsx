import { formatDate } from '@/lib/format'
import { ADMIN_PATHS } from '@/lib/navigation'
import type { RecordOf } from '@/lib/resources'
import { TABS } from '@/admin/kit/record-tabs'
import { defineRecord, money, statusOf, text, type FormSection } from '@/admin/kit/records'
import { FUND_OPPORTUNITY_STATUS, MATURITY_STATUS, optionsOf } from '@/admin/kit/lists'
import { MaturityStatusesTab } from '@/admin/investments/maturity-statuses'
import { OpportunityOverview } from '../components/opportunity-overview'
import { keyInformationTabOf } from './opportunity-shared'

type FundOpportunity = RecordOf<'fund-investment-opportunities'>

const dateText = (value: string | null | undefined) => text(formatDate(value ?? null))

/** The fund opportunity's key information: the fund, the raise and its maturity. */
const keyInformationTab = keyInformationTabOf<FundOpportunity>([
  {
    title: 'The fund',
    rows: [
      { label: 'Fund', value: (o) => text(o.fund?.name) },
      { label: 'Manager', value: (o) => text(o.fund?.manager_name) },
      { label: 'Status', value: (o) => text(FUND_OPPORTUNITY_STATUS[o.status]?.label) },
    ],
  },
  {
    title: 'The raise',
    rows: [
      { label: 'Target', value: (o) => money(o.target_amount) },
      { label: 'Raised', value: (o) => money(o.raised_amount) },
      { label: 'Minimum investment', value: (o) => money(o.minimum_investment) },
      { label: 'Closes', value: (o) => dateText(o.close_date) },
    ],
  },
  {
    title: 'Maturity',
    rows: [
      { label: 'Maturity date', value: (o) => dateText(o.maturity_date) },
      { label: 'Maturity status', value: (o) => text(MATURITY_STATUS[o.maturity_status]?.label) },
    ],
  },
])

/** The fund opportunity's one form (create and edit). */
const formSections: readonly FormSection[] = [
  {
    title: 'Basics',
    fields: [
      {
        name: 'fund_id',
        label: 'Fund',
        kind: 'relation',
        required: true,
        hint: 'The fund investors invest into.',
        relation: {
          family: 'funds',
          searchFilter: 'search',
          label: (row) => String(row.name ?? ''),
          labelFrom: (record) => {
            const fund = record.fund as { name?: string } | null | undefined
            return fund?.name ?? null
          },
        },
      },
      { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 255 },
      {
        name: 'status',
        label: 'Status',
        kind: 'select',
        required: true,
        hint: 'Investors see live opportunities only.',
        options: optionsOf(FUND_OPPORTUNITY_STATUS),
      },
    ],
  },
  {
    title: 'The raise',
    fields: [
      { name: 'target_amount', label: 'Target', kind: 'money', required: true },
      { name: 'minimum_investment', label: 'Minimum investment', kind: 'money', required: true },
      { name: 'raised_amount', label: 'Raised so far', kind: 'money' },
      { name: 'close_date', label: 'Closes', kind: 'date' },
    ],
  },
  {
    title: 'Maturity',
    description: 'Each investment’s own state is moved on the maturity statuses tab.',
    fields: [
      { name: 'maturity_date', label: 'Maturity date', kind: 'date' },
      {
        name: 'maturity_status',
        label: 'Maturity status',
        kind: 'select',
        options: optionsOf(MATURITY_STATUS),
      },
    ],
  },
  {
    title: 'What investors read',
    fields: [{ name: 'description', label: 'Description', kind: 'richtext', wide: true }],
  },
]

/**
 * A fund opportunity (an offer to invest into a fund, SPEC §2): its raise and description (details),
 * key information, transactions,
 * notes-calls-tasks and the maturity statuses of its investments; one form creates and edits it.
 */
export const fundOpportunityRecord = defineRecord({
  family: 'fund-investment-opportunities',
  listPath: ADMIN_PATHS.fundOpportunities,
  listLabel: 'Fund opportunities',
  noun: 'fund opportunity',
  resource: 'funds_opportunity',
  query: { include: ['fund'] },
  title: (o) => o.name ?? '',
  subtitle: (o) => o.fund?.name ?? null,
  status: (o) => statusOf(FUND_OPPORTUNITY_STATUS, o.status),
  figures: (o) => [
    { label: 'Target', value: money(o.target_amount) },
    { label: 'Raised', value: money(o.raised_amount) },
    { label: 'Minimum', value: money(o.minimum_investment) },
    { label: 'Matures', value: dateText(o.maturity_date) },
  ],
  tabs: [
    { segment: 'details', label: 'Details', Component: OpportunityOverview },
    keyInformationTab,
    TABS.transactions,
    TABS.notes,
    { segment: 'maturity-statuses', label: 'Maturity statuses', Component: MaturityStatusesTab },
  ],
  form: {
    defaults: { status: '1', maturity_status: 'open' },
    sections: formSections,
  },
  createPath: ADMIN_PATHS.newFundOpportunity,
})
