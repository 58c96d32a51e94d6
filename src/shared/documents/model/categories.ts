import type { DocumentRecord } from './document-file'

/** What each document category is called in both portals. */
export const DOCUMENT_CATEGORIES: Record<DocumentRecord['category'], string> = {
  sign_up: 'Sign-up form',
  onboarding: 'Onboarding',
  kyc: 'Identity',
  report: 'Report',
  legal: 'Legal',
  investment: 'Investment',
  tax: 'Tax',
  other: 'Other',
}
