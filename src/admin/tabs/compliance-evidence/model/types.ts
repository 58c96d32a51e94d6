import type { components } from '@/lib/api/schema.gen'
import type { RecordOf } from '@/lib/resources'

export type EvidenceItem = components['schemas']['ComplianceEvidence']
export type EvidenceEvent = EvidenceItem['event']
export type DocumentSignature = components['schemas']['DocumentSignature']
export type InvestorRecord = RecordOf<'users'>

/** Short names of the regulated steps, shown as the entry's tag. */
export const EVENT_LABELS: Record<EvidenceEvent, string> = {
  terms_accepted: 'Terms',
  registered_by_invitation: 'Invitation',
  category_confirmed: 'Categorisation',
  category_changed: 'Category',
  category_approved: 'Category approved',
  category_rejected: 'Category rejected',
  international_aml_submitted: 'International check documents',
  international_aml_passed: 'International check passed',
  international_aml_failed: 'International check failed',
  appropriateness_attempt: 'Appropriateness',
  appropriateness_reset: 'Appropriateness reset',
  market_sounding_sent: 'Market sounding',
  market_sounding_response: 'Sounding response',
  kyc_status_changed: 'KYC',
  screening_completed: 'Screening',
  screening_decided: 'Screening decision',
  promotion_exemption_stated: 'Promotion exemption statement',
}

export const KYC_STATUSES = ['pending', 'verified', 'failed'] as const
export type KycStatus = (typeof KYC_STATUSES)[number]

export const KYC_LABELS: Record<KycStatus, string> = {
  pending: 'Pending',
  verified: 'Verified',
  failed: 'Failed',
}
