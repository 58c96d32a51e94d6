import type { RecordSubject, SubjectFamily } from '@/lib/resources'
import type { AnyRecordConfig } from './record-config'

/**
 * The record as the parent of its notes, documents, tasks…: its declared subjectType, else its
 * own family, which is then one the host takes as a `*_type` (the declaration says otherwise).
 */
export const recordSubject = (config: AnyRecordConfig, id: number): RecordSubject => ({
  type: config.subjectType ?? (config.family as SubjectFamily),
  id,
})
