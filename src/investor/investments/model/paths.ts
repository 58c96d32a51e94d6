import { INVESTOR_PATHS } from '@/lib/navigation'

/** The investor routes of this feature (SPEC §2). */
export const opportunityPath = (slug: string) =>
  `${INVESTOR_PATHS.investments}/${encodeURIComponent(slug)}`

export const investorTypePath = (slug: string) => `${opportunityPath(slug)}/investor-type`

export const documentPath = (documentId: number) => `/investor/pdf/${documentId}`
