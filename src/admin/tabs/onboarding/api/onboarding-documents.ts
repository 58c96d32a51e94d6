import type { RecordSubject } from '@/lib/resources'
import { pageQuery, updateRecord, type RecordOf } from '@/lib/resources'

export type OnboardingDocument = RecordOf<'onboarding-documents'>

/** Every onboarding document of an investor with its uploaded file (a handful per investor). */
export const onboardingDocumentsQuery = (subject: RecordSubject) =>
  pageQuery('onboarding-documents', {
    filter: { user_id: subject.id },
    include: ['document'],
    sort: ['id'],
    perPage: 100,
  })

export type Review = { status: 'approved' } | { status: 'rejected'; rejection_reason: string }

/** PATCH /api/onboarding-documents/{id}: staff approve, or reject with the reason. */
export function reviewOnboardingDocument(id: number, review: Review) {
  const body =
    review.status === 'approved' ? { status: 'approved', rejection_reason: null } : review
  return updateRecord('onboarding-documents', id, body)
}
