import { personName } from '@/lib/api'
import { formatDate } from '@/lib/format'
import { ADMIN_PATHS } from '@/lib/navigation'
import type { RecordOf } from '@/lib/resources'
import {
  DEAL_OUTCOME_CODES,
  dealPipelineStatus,
  PIPELINE_STATUS_LABELS,
  type PipelineStatus,
} from '@/lib/investments'
import type { StatusTone } from '@/ui'
import { enumOptions, humanise } from '@/admin/kit/lists'
import { TABS } from '@/admin/kit/record-tabs'
import { defineRecord, detailsTab, money, ownerField, text } from '@/admin/kit/records'
import { DealToOpportunity } from '../components/deal-to-opportunity'
import { DealPerformanceTab } from '@/admin/investments/cap-table'

type Deal = RecordOf<'pipeline-deals'>

export const DEAL_SOURCES = ['referral', 'inbound', 'introducer', 'event', 'network', 'other']

const PIPELINE_TONES: Record<PipelineStatus, StatusTone> = {
  1: 'info',
  2: 'neutral',
  3: 'success',
}

/** A deal's status in SPEC §4's set (1 active, 2 inactive, 3 investment). */
const pipelineStatus = (d: Deal) => {
  const code = dealPipelineStatus(d)
  return { label: PIPELINE_STATUS_LABELS[code], tone: PIPELINE_TONES[code] }
}

/** The stored outcomes, offered in SPEC §4's words: open is Active, lost Inactive, won Investment. */
const STATUS_OPTIONS = (['open', 'lost', 'won'] as const).map((value) => ({
  value,
  label: PIPELINE_STATUS_LABELS[DEAL_OUTCOME_CODES[value]],
}))

/** A company in a deal pipeline (SPEC §2: performance, key-information, notes-calls-tasks). */
export const dealRecord = defineRecord({
  family: 'pipeline-deals',
  listPath: ADMIN_PATHS.deals,
  listLabel: 'Deals',
  noun: 'deal',
  resource: 'pipeline_deals',
  query: { include: ['pipeline', 'stage', 'owner', 'industry', 'type', 'investmentOpportunity'] },
  title: (d) => d.name ?? '',
  subtitle: (d) => [d.company_name, d.pipeline?.name, d.stage?.name].filter(Boolean).join(' · '),
  status: pipelineStatus,
  figures: (d) => [
    { label: 'Amount sought', value: money(d.amount_sought) },
    { label: 'Valuation', value: money(d.valuation) },
    { label: 'Expected close', value: text(formatDate(d.expected_close_date)) },
    { label: 'Owner', value: text(personName(d.owner, '')) },
  ],
  tabs: [
    detailsTab<Deal>(
      [
        {
          title: 'Company',
          rows: [
            { label: 'Company', value: (d) => text(d.company_name) },
            { label: 'Company number', value: (d) => text(d.company_number) },
            { label: 'Website', value: (d) => text(d.website) },
            { label: 'Industry', value: (d) => text(d.industry?.name) },
            { label: 'Location', value: (d) => text(d.location) },
            { label: 'Founded', value: (d) => text(d.founded_year) },
            { label: 'Employees', value: (d) => text(d.employees) },
          ],
        },
        {
          title: 'The deal',
          rows: [
            { label: 'Pipeline', value: (d) => text(d.pipeline?.name) },
            { label: 'Stage', value: (d) => text(d.stage?.name) },
            { label: 'Amount sought', value: (d) => money(d.amount_sought) },
            { label: 'Valuation', value: (d) => money(d.valuation) },
            { label: 'Expected close', value: (d) => text(formatDate(d.expected_close_date)) },
            { label: 'Source', value: (d) => text(humanise(d.source)) },
            { label: 'Status', value: (d) => text(pipelineStatus(d).label) },
            { label: 'Why it is inactive', value: (d) => text(d.lost_reason) },
            { label: 'Opportunity', value: (d) => text(d.investment_opportunity?.name) },
          ],
        },
        {
          title: 'Contact',
          rows: [
            { label: 'Name', value: (d) => text(d.contact_name) },
            { label: 'Email', value: (d) => text(d.contact_email) },
            { label: 'Owner', value: (d) => text(personName(d.owner, '')) },
          ],
        },
      ],
      'Key information',
      'key-information',
    ),
    { segment: 'performance', label: 'Performance', Component: DealPerformanceTab },
    TABS.notes,
  ],
  Actions: DealToOpportunity,
  form: {
    defaults: { status: 'open' },
    sections: [
      {
        title: 'The company',
        fields: [
          { name: 'name', label: 'Deal name', kind: 'text', required: true, maxLength: 255 },
          { name: 'company_name', label: 'Company', kind: 'text', required: true, maxLength: 255 },
          { name: 'company_number', label: 'Company number', kind: 'text', maxLength: 8 },
          {
            name: 'website',
            label: 'Website',
            kind: 'url',
            maxLength: 255,
            hint: 'Starting https://',
          },
          {
            name: 'industry_id',
            label: 'Industry',
            kind: 'select',
            options: { family: 'industries', label: (row) => String(row.name ?? '') },
          },
          { name: 'location', label: 'Location', kind: 'text', maxLength: 255 },
          { name: 'founded_year', label: 'Founded (year)', kind: 'number' },
          { name: 'employees', label: 'Employees', kind: 'number' },
          { name: 'description', label: 'Description', kind: 'textarea', wide: true },
        ],
      },
      {
        title: 'Pipeline',
        fields: [
          {
            name: 'pipeline_id',
            label: 'Pipeline',
            kind: 'select',
            required: true,
            options: { family: 'pipelines', label: (row) => String(row.name ?? '') },
          },
          {
            name: 'pipeline_stage_id',
            label: 'Stage',
            kind: 'select',
            required: true,
            hint: 'The stages of the chosen pipeline.',
            options: {
              family: 'pipeline-stages',
              query: { sort: ['order'] },
              label: (row) => String(row.name ?? ''),
              filterFrom: { field: 'pipeline_id', filter: 'pipeline_id' },
            },
          },
          {
            name: 'status',
            label: 'Status',
            kind: 'select',
            hint: 'Active while in the pipeline, Inactive once dropped, Investment once it becomes one.',
            options: STATUS_OPTIONS,
          },
          {
            name: 'lost_reason',
            label: 'Why it is inactive',
            kind: 'text',
            maxLength: 255,
            when: (v) => v.status === 'lost',
          },
          { name: 'source', label: 'Source', kind: 'select', options: enumOptions(DEAL_SOURCES) },
          ownerField,
        ],
      },
      {
        title: 'The raise',
        fields: [
          { name: 'amount_sought', label: 'Amount sought', kind: 'money' },
          { name: 'valuation', label: 'Valuation', kind: 'money' },
          { name: 'expected_close_date', label: 'Expected close', kind: 'date' },
          { name: 'revenue', label: 'Revenue (last year)', kind: 'money' },
          { name: 'ebitda', label: 'EBITDA (last year)', kind: 'money' },
        ],
      },
      {
        title: 'Contact',
        fields: [
          { name: 'contact_name', label: 'Contact name', kind: 'text', maxLength: 255 },
          { name: 'contact_email', label: 'Contact email', kind: 'email', maxLength: 255 },
        ],
      },
    ],
  },
  createPath: ADMIN_PATHS.newDeal,
  createAliases: [`${ADMIN_PATHS.deals}/new-deal`],
  // SPEC §6: no role may delete a deal.
  deletable: false,
})
