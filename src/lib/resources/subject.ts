import type { Family } from './families'

/**
 * The families whose records own polymorphic children (notes, call logs, tasks, documents,
 * folders, activity): a child's `*_type` column holds the parent's family name, as the host's
 * morph map does. The mock host keeps the same list (mocks/resources/groups/people-shared.ts).
 */
export const SUBJECT_FAMILIES = [
  'users',
  'contacts',
  'organisations',
  'investment-methods',
  'nominees',
  'pipeline-deals',
  'investment-opportunities',
  'fund-investment-opportunities',
  'funds',
  'reports',
] as const satisfies readonly Family[]

export type SubjectFamily = (typeof SUBJECT_FAMILIES)[number]

/** The record an admin tab is about: the parent of the notes, documents, … it shows. */
export interface RecordSubject {
  type: SubjectFamily
  id: number
}
