import type { RecordSubject } from '@/lib/resources'

/** "investor" or "contact": how a tab speaks of the record it is on. */
export const subjectNoun = (subject: RecordSubject) =>
  subject.type === 'contacts' ? 'contact' : 'investor'
