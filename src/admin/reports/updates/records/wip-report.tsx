import { ADMIN_PATHS } from '@/lib/navigation'
import { defineRecord } from '@/admin/kit/records'
import { WipDetailsTab } from '../components/wip-details-tab'
import { reportStatus, subjectName } from './report-values'
import { bodyField, opportunityField } from './update-fields'

/**
 * A work-in-progress report (family `reports`, type wip) with its inputs. The role table gives
 * `wip-report` index, show and create only: created once, then read (no edit, no delete).
 */
export const wipReportRecord = defineRecord({
  family: 'reports',
  listPath: ADMIN_PATHS.wip,
  listLabel: 'WIP reports',
  noun: 'WIP report',
  resource: 'wip-report',
  query: { include: ['investmentOpportunity', 'author', 'inputs.customKpi'] },
  accept: (r) => r.type === 'wip',
  title: (r) => r.title ?? '',
  subtitle: (r) => subjectName(r),
  status: (r) => reportStatus(r),
  tabs: [{ segment: 'details', label: 'Details', Component: WipDetailsTab }],
  deletable: false,
  createPath: `${ADMIN_PATHS.wip}/new-report`,
  form: {
    sections: [
      {
        title: 'WIP report',
        fields: [
          {
            name: 'title',
            label: 'Title',
            kind: 'text',
            required: true,
            maxLength: 255,
            wide: true,
          },
          {
            name: 'period',
            label: 'Period',
            kind: 'text',
            maxLength: 20,
            hint: 'For example 2026-11 or 2026-Q4.',
          },
          { ...opportunityField, hint: 'Leave empty for a review of the whole pipeline.' },
          {
            name: 'status',
            label: 'Status',
            kind: 'select',
            required: true,
            options: [
              { value: 'draft', label: 'Draft' },
              { value: 'live', label: 'Live' },
            ],
          },
          { name: 'summary', label: 'Summary', kind: 'textarea', maxLength: 500, wide: true },
        ],
      },
      { title: 'Report', fields: [bodyField('Report')] },
    ],
    defaults: { status: 'draft' },
    fixed: { type: 'wip' },
  },
})
