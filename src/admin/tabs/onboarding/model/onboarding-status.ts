import type { StatusTone } from '@/ui'
import type { OnboardingDocument } from '../api/onboarding-documents'

type Status = OnboardingDocument['status']

/** What staff read for each state of a sign-up document. */
export const ONBOARDING_STATUS: Record<Status, { label: string; tone: StatusTone }> = {
  required: { label: 'Missing', tone: 'warning' },
  uploaded: { label: 'Uploaded', tone: 'info' },
  signed: { label: 'Signed', tone: 'info' },
  approved: { label: 'Approved', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'danger' },
}

/** A document waits for review once the investor uploaded or signed it. */
export const awaitsReview = (doc: Pick<OnboardingDocument, 'status'>) =>
  doc.status === 'uploaded' || doc.status === 'signed'
