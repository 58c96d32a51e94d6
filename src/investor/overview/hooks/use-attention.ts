import { useQuery } from '@tanstack/react-query'
import { useInvestEligibility } from '@/investor/appropriateness'
import { awaitingOffersQuery, offerIsOpen } from '@/investor/pre-emption-offers'
import { useFlags } from '@/lib/flags'
import { useCurrentUser } from '@/lib/session'
import {
  cashCallsAwaitingQuery,
  outstandingDocumentsQuery,
  pendingSoundingsQuery,
} from '../api/overview-queries'
import {
  fromCashCall,
  fromEligibility,
  fromOnboardingDocument,
  fromPreEmptionOffer,
  fromSounding,
  type AttentionItem,
} from '../model/attention'

/** A source of attention items that failed, with its own retry. */
export interface AttentionFailure {
  key: string
  message: string
  retry: () => void
  retrying: boolean
}

export interface Attention {
  items: AttentionItem[]
  /** Some source has not answered yet. */
  loading: boolean
  failures: AttentionFailure[]
  /** Cash calls beyond those listed (the list shows the first few). */
  moreCashCalls: number
}

/**
 * Everything waiting on the investor, from independent sources fetched in parallel:
 * eligibility (terms, categorisation, the test), unpaid cash calls, onboarding documents,
 * pre-emption offers to answer and, with the market sounding feature, soundings to answer.
 * One failing leaves the others shown.
 */
export function useAttention(): Attention {
  const { user } = useCurrentUser()
  const { marketSounding, hidePaymentReference } = useFlags()
  const eligibility = useInvestEligibility()
  const cashCalls = useQuery(cashCallsAwaitingQuery)
  const documents = useQuery({ ...outstandingDocumentsQuery(user?.id ?? 0), enabled: !!user })
  const soundings = useQuery({ ...pendingSoundingsQuery, enabled: marketSounding })
  const offers = useQuery(awaitingOffersQuery)

  const sources = [
    { key: 'cash-calls', query: cashCalls, what: 'Your cash calls', on: true },
    { key: 'documents', query: documents, what: 'Your documents to sign', on: !!user },
    { key: 'soundings', query: soundings, what: 'Your market soundings', on: marketSounding },
    { key: 'pre-emption', query: offers, what: 'Your pre-emption offers', on: true },
  ]
  const failures = sources
    .filter((s) => s.on && s.query.isError)
    .map((s) => ({
      key: s.key,
      message: `${s.what} could not be loaded.`,
      retry: () => void s.query.refetch(),
      retrying: s.query.isFetching,
    }))

  const items = [
    ...fromEligibility(eligibility.blocks),
    ...(cashCalls.data?.data ?? []).map((i) =>
      fromCashCall(i, { hideReference: hidePaymentReference }),
    ),
    ...(documents.data?.data ?? []).map(fromOnboardingDocument),
    ...(marketSounding ? (soundings.data?.data ?? []).map(fromSounding) : []),
    // The host keeps an option open past its deadline day; it no longer takes answers then.
    ...(offers.data?.data ?? []).filter((o) => offerIsOpen(o)).map(fromPreEmptionOffer),
  ]
  const loading = eligibility.status === 'loading' || sources.some((s) => s.on && s.query.isPending)
  const moreCashCalls = Math.max(
    0,
    (cashCalls.data?.total ?? 0) - (cashCalls.data?.data.length ?? 0),
  )
  return { items, loading, failures, moreCashCalls }
}
