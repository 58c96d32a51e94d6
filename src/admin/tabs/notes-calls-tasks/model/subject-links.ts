import { ADMIN_PATHS, opportunityPath, updateReportPath } from '@/lib/navigation'
import type { SubjectFamily } from '@/lib/resources'
import type { TaskRecord } from './records'

const TAB = 'notes-calls-tasks'

/** Where a record's notes-calls-tasks tab lives, for the families with such a page (SPEC §2). */
const TAB_BASES: Partial<Record<SubjectFamily, string>> = {
  users: ADMIN_PATHS.investors,
  contacts: ADMIN_PATHS.contacts,
  organisations: ADMIN_PATHS.organisations,
  'investment-methods': ADMIN_PATHS.investmentMethods,
  nominees: ADMIN_PATHS.nominees,
  'pipeline-deals': ADMIN_PATHS.deals,
  'fund-investment-opportunities': ADMIN_PATHS.fundOpportunities,
  funds: ADMIN_PATHS.funds,
}

/** The tab of the task's record, or null when its family has no such tab at a fixed address. */
export function subjectTabPath(type: string, id: number): string | null {
  const base = TAB_BASES[type as SubjectFamily]
  return base ? `${base}/${id}/${TAB}` : null
}

/**
 * Where a task's record opens: its notes-calls-tasks tab, where the task sits. An opportunity
 * follows SPEC §2's stage routing (a stage-1 draft opens its edit page, which has no tabs); a
 * report opens its own page (an update by its status, a WIP report its details; KPI reports
 * have none). Null when there is nothing to open, the record itself being gone included.
 */
export function taskRecordPath(record: TaskRecord): string | null {
  if (record.name === null) return null
  if (record.type === 'investment-opportunities')
    return record.stage === null ? null : opportunityPath(record.id, record.stage, TAB)
  if (record.type === 'reports') {
    if (record.report_type === 'update' && record.report_status)
      return updateReportPath(record.id, record.report_status)
    return record.report_type === 'wip' ? `${ADMIN_PATHS.wip}/${record.id}/details` : null
  }
  return subjectTabPath(record.type, record.id)
}

/** How a record's family reads in a sentence ("on an investor"). */
export const SUBJECT_NOUNS: Record<SubjectFamily, string> = {
  users: 'Investor',
  contacts: 'Contact',
  organisations: 'Organisation',
  'investment-methods': 'Investment method',
  nominees: 'Nominee',
  'pipeline-deals': 'Deal',
  'investment-opportunities': 'Opportunity',
  'fund-investment-opportunities': 'Fund opportunity',
  funds: 'Fund',
  reports: 'Report',
}
