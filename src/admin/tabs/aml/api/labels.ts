import type { StatusTone as Tone } from '@/ui'
import type { AmlStatus } from './international-aml'

/** The check's status as staff read it on the record. */
export const AML_STATUS: Record<AmlStatus, { label: string; tone: Tone }> = {
  not_required: { label: 'Not required', tone: 'neutral' },
  documents_outstanding: { label: 'Documents outstanding', tone: 'warning' },
  in_review: { label: 'Ready for review', tone: 'info' },
  passed: { label: 'Passed', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
}

/** An EDD document's state (the onboarding document's; `required`: nothing sent yet). */
export const DOCUMENT_STATUS: Record<string, { label: string; tone: Tone }> = {
  required: { label: 'Not sent', tone: 'warning' },
  uploaded: { label: 'Awaiting review', tone: 'info' },
  signed: { label: 'Awaiting review', tone: 'info' },
  approved: { label: 'Approved', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'danger' },
}
