import type { StatusTone } from '@/ui'
import type { components } from '@/lib/api/schema.gen'

type S = components['schemas']
type KycStatus = S['User']['kyc_status']

/** KYC status as the investor reads it, with what it means for them. */
export const KYC: Record<KycStatus, { label: string; tone: StatusTone; explanation: string }> = {
  pending: {
    label: 'Verification pending',
    tone: 'warning',
    explanation:
      'We have not finished checking your identity yet. Upload a clear copy of your passport or driving licence and a recent proof of address below; we will let you know when we have reviewed them.',
  },
  verified: {
    label: 'Verified',
    tone: 'success',
    explanation: 'Your identity has been verified. You do not need to do anything else.',
  },
  failed: {
    label: 'Verification failed',
    tone: 'danger',
    explanation:
      'We could not verify your identity from the documents we have. Please upload new, clear copies below or contact us and we will help you.',
  },
}

export const ORGANISATION_TYPES: Record<S['Organisation']['type'], string> = {
  company: 'Company',
  trust: 'Trust',
  partnership: 'Partnership',
  charity: 'Charity',
  pension: 'Pension scheme',
}

export const ORGANISATION_STATUS: Record<
  S['Organisation']['status'],
  { label: string; tone: StatusTone }
> = {
  pending: { label: 'Pending review', tone: 'warning' },
  active: { label: 'Active', tone: 'success' },
  inactive: { label: 'Inactive', tone: 'neutral' },
  dissolved: { label: 'Dissolved', tone: 'neutral' },
}

export const LINK_ROLES: Record<S['OrganisationLink']['role'], string> = {
  director: 'Director',
  shareholder: 'Shareholder',
  trustee: 'Trustee',
  authorised_signatory: 'Authorised signatory',
}

export const LINK_STATUS: Record<
  S['OrganisationLink']['status'],
  { label: string; tone: StatusTone }
> = {
  pending: { label: 'Application pending', tone: 'warning' },
  approved: { label: 'Approved', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'danger' },
}

/** SPEC §4 investment methods. */
export const METHOD_TYPES: Record<S['InvestmentMethod']['type'], string> = {
  manual: 'Manual',
  private_manual: 'Private manual',
}

export const METHOD_STATUS: Record<
  S['InvestmentMethod']['status'],
  { label: string; tone: StatusTone }
> = {
  pending: { label: 'Pending', tone: 'warning' },
  active: { label: 'Active', tone: 'success' },
  closed: { label: 'Closed', tone: 'neutral' },
}

export { DOCUMENT_CATEGORIES } from '@/shared/documents'

export const ONBOARDING_STATUS: Record<
  S['OnboardingDocument']['status'],
  { label: string; tone: StatusTone }
> = {
  required: { label: 'Needed', tone: 'warning' },
  uploaded: { label: 'Uploaded, awaiting review', tone: 'info' },
  signed: { label: 'Signed, awaiting review', tone: 'info' },
  approved: { label: 'Approved', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'danger' },
}

export interface StatusLabel {
  label: string
  tone: StatusTone
}

/** What a record with no status, or one this client does not know, shows: a quiet "Not set". */
export const UNKNOWN_STATUS: StatusLabel = { label: 'Not set', tone: 'neutral' }

/**
 * A status's label and tone, never undefined: a host may leave an optional status out (a plain
 * pivot has none) or send a value this client does not know (issue 9: the profile crashed
 * reading `.tone` of undefined). An unknown value is shown as sent, a missing one as "Not set".
 */
export function statusLabel<K extends string>(
  table: Record<K, StatusLabel>,
  value: unknown,
): StatusLabel {
  if (typeof value === 'string' && Object.hasOwn(table, value)) return table[value as K]
  return typeof value === 'string' && value.trim() !== ''
    ? { label: value.replace(/_/g, ' '), tone: 'neutral' }
    : UNKNOWN_STATUS
}

/** A label from a table, the value as sent when unknown, '' when missing. */
export function labelOf<K extends string>(table: Record<K, string>, value: unknown): string {
  if (typeof value === 'string' && Object.hasOwn(table, value)) return table[value as K]
  return typeof value === 'string' ? value.replace(/_/g, ' ') : ''
}
