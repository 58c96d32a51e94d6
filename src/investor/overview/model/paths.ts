import { INVESTOR_PATHS } from '@/lib/navigation'

export const opportunityPath = (slug: string) =>
  `${INVESTOR_PATHS.investments}/${encodeURIComponent(slug)}`

/** The investments page's "Cash Call - Awaiting Payment" tab. */
export const CASH_CALLS_PATH = `${INVESTOR_PATHS.investments}?tab=awaiting`

/** Profile > documents: where onboarding forms are signed and files uploaded. */
export const PROFILE_DOCUMENTS_PATH = '/investor/profile/documents'

export const soundingPath = (id: number) => `${INVESTOR_PATHS.investments}/market-sounding/${id}`
