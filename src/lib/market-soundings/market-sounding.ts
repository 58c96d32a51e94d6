import type { components } from '@/lib/api/schema.gen'

/** A sounding as the API serves it: with the investor's consent, `body` null until they agree. */
export type MarketSounding = components['schemas']['MarketSoundingWithConsent']
export type SoundingResponse = NonNullable<MarketSounding['response']>
export type SoundingDecision = components['schemas']['MarketSoundingDecisionInput']['decision']

/** SPEC §4 market-sounding responses, word for word, in the order they are offered. */
export const SOUNDING_RESPONSES: readonly { value: SoundingResponse; label: string }[] = [
  { value: 'finance', label: 'Interested - Have finance in place' },
  { value: 'no_finance', label: "Interested - Don't have finance in place" },
  { value: 'not_interested', label: 'Not Interested' },
]

export const responseLabel = (response: SoundingResponse) =>
  SOUNDING_RESPONSES.find((r) => r.value === response)?.label ?? response

/**
 * Where the investor stands: asked (nothing disclosed yet), agreed (the information is theirs
 * and they may answer) or declined. A host that predates consent sends neither time.
 */
export type SoundingConsentState = 'asked' | 'agreed' | 'declined'

export function consentState(
  s: Partial<Pick<MarketSounding, 'agreed_at' | 'declined_at'>>,
): SoundingConsentState {
  if (s.agreed_at) return 'agreed'
  return s.declined_at ? 'declined' : 'asked'
}

export const soundingPath = (id: number) => `/investor/investments/market-sounding/${id}`

/** "You have 1 market sounding awaiting your response" / "... 2 market soundings ...". */
export const pendingSoundingsText = (count: number) =>
  `You have ${count} market sounding${count === 1 ? '' : 's'} awaiting your response`
