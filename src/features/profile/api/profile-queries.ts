import { queryOptions } from '@tanstack/react-query'
import { errorStatus, http } from '../../../lib/api'
import { pageQuery, recordQuery } from '../../../lib/resources'

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

/** What the investor must upload or sign while onboarding. */
export const onboardingDocumentsQuery = (userId: number) =>
  pageQuery('onboarding-documents', { filter: { user_id: userId }, sort: ['id'], perPage: 100 })

export const organisationQuery = (id: number) => recordQuery('organisations', id)

export const investmentMethodQuery = (id: number) => recordQuery('investment-methods', id)

/**
 * Does this host take profile payments? Nothing in the settings or the contract switches them
 * on or off, so the profile asks the host: an empty subscription request that a host with the
 * endpoint refuses with a 422 (nothing is created), and one without it with a 404 or 405.
 * Asked once per visit to the app.
 */
export const paymentsAvailableQuery = queryOptions({
  queryKey: ['profile', 'payments-available'] as const,
  queryFn: async () => {
    try {
      await http.post('/api/subscription-payment', {})
      // A host that accepted an empty request still takes payments.
      return true
    } catch (err) {
      return errorStatus(err) === 422
    }
  },
  staleTime: Infinity,
  gcTime: Infinity,
})
