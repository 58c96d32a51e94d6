import type { components } from '../../../lib/api/schema.gen'

export type MarketSounding = components['schemas']['MarketSounding']
export type SoundingResponse = NonNullable<MarketSounding['response']>

/** SPEC §4 market-sounding responses, word for word, in the order they are offered. */
export const SOUNDING_RESPONSES: readonly { value: SoundingResponse; label: string }[] = [
  { value: 'finance', label: 'Interested - Have finance in place' },
  { value: 'no_finance', label: "Interested - Don't have finance in place" },
  { value: 'not_interested', label: 'Not Interested' },
]

export const responseLabel = (response: SoundingResponse) =>
  SOUNDING_RESPONSES.find((r) => r.value === response)?.label ?? response

export const soundingPath = (id: number) => `/investor/investments/market-sounding/${id}`

/** "You have 1 market sounding awaiting your response" / "... 2 market soundings ...". */
export const pendingSoundingsText = (count: number) =>
  `You have ${count} market sounding${count === 1 ? '' : 's'} awaiting your response`
