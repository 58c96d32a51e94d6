import { ADMIN_PATHS, updateReportPath } from '@/lib/navigation'
import { defineRecord } from '@/admin/kit/records'
import { UpdateDetailsTab } from '../components/update-details-tab'
import { publishedOn, reportStatus, subjectName } from './report-values'
import { UPDATE_FORM_SECTIONS } from './update-fields'

/**
 * An update report (family `reports`, type update). Created as a draft at /new-update; a draft
 * opens its editor (edit-update) and a live one its details (SPEC §2), so the record page only
 * ever shows live updates.
 */
export const updateReportRecord = defineRecord({
  family: 'reports',
  listPath: ADMIN_PATHS.updates,
  listLabel: 'Update reports',
  noun: 'update',
  resource: 'update_reports',
  query: { include: ['investmentOpportunity', 'fund', 'author'] },
  accept: (r) => r.type === 'update',
  title: (r) => r.title ?? '',
  subtitle: (r) => subjectName(r),
  status: (r) => reportStatus(r),
  figures: (r) => [{ label: 'Published', value: publishedOn(r) ?? 'Not yet' }],
  tabs: [{ segment: 'details', label: 'Details', Component: UpdateDetailsTab }],
  redirect: (r) => (r.status === 'live' ? null : updateReportPath(r.id, String(r.status))),
  deletable: false,
  createPath: ADMIN_PATHS.newUpdate,
  createAliases: [`${ADMIN_PATHS.updates}/new-update`],
  form: {
    sections: UPDATE_FORM_SECTIONS,
    defaults: { status: 'draft', is_public: '0' },
    fixed: { type: 'update' },
  },
})
