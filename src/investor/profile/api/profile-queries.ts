import { queryOptions } from '@tanstack/react-query'
import { getConfig } from '@/lib/config'
import { pageQuery, recordQuery } from '@/lib/resources'

/** A record documents are attached to (the contract's documentable). */
export interface DocumentOwner {
  type: 'users' | 'organisations' | 'investment-methods'
  id: number
}

export const DOCUMENTS_PER_PAGE = 10

/** The investor's own row with what the summary shows beyond the session's includes. */
export const profileUserQuery = (userId: number) =>
  recordQuery('users', userId, { include: ['category', 'investorType'] })

/** The enabled investor types (investors see only those). */
export const investorTypesQuery = () => pageQuery('investor-types', { perPage: 100 })

/** One page of the public documents attached to a record, newest first. */
export const documentsQuery = (owner: DocumentOwner, page = 1, category?: 'kyc') =>
  pageQuery('documents', {
    filter: { documentable_type: owner.type, documentable_id: owner.id, category },
    sort: ['-created_at'],
    page,
    perPage: DOCUMENTS_PER_PAGE,
  })

/** What onboarding asks of every investor (settings: sign-up documents), in its order. */
export const signUpDocumentsQuery = () =>
  pageQuery('onboarding-document-types', { sort: ['order'], perPage: 100 })

/** What the investor must upload or sign while onboarding. */
export const onboardingDocumentsQuery = (userId: number) =>
  pageQuery('onboarding-documents', { filter: { user_id: userId }, sort: ['id'], perPage: 100 })

export const organisationQuery = (id: number) => recordQuery('organisations', id)

export const investmentMethodQuery = (id: number) => recordQuery('investment-methods', id)

/**
 * Does this host take profile payments? The deployer says so in /config.json (`payments`,
 * README "Live mode"). It used to be probed with an empty POST /api/subscription-payment, a
 * write that a lenient host would record as a payment (issue 9): never probe with a write.
 * Kept as a query so its readers need not change; it asks no host.
 */
export const paymentsAvailableQuery = queryOptions({
  queryKey: ['profile', 'payments-available'] as const,
  queryFn: () => Promise.resolve(getConfig().payments),
  staleTime: Infinity,
  gcTime: Infinity,
})
