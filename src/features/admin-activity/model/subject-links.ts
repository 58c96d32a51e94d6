import { ADMIN_PATHS } from '@/lib/navigation'
import type { SubjectFamily } from '@/lib/resources'

const TAB = 'notes-calls-tasks'

/** Where a record's notes-calls-tasks tab lives, for the families with such a page (SPEC §2). */
const TAB_BASES: Partial<Record<SubjectFamily, string>> = {
  users: ADMIN_PATHS.investors,
  contacts: ADMIN_PATHS.contacts,
  organisations: ADMIN_PATHS.organisations,
  'investment-methods': ADMIN_PATHS.investmentMethods,
  nominees: ADMIN_PATHS.nominees,
}

/** The tab of the task's record, or null when its family has no admin page to open. */
export function subjectTabPath(type: string, id: number): string | null {
  const base = TAB_BASES[type as SubjectFamily]
  return base ? `${base}/${id}/${TAB}` : null
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
