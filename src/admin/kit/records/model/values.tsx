import type { LabelMap } from '@/admin/kit/lists'

// A details row reads its values as a list cell does: src/ui's one set of formatters.
export { moneyOrNotSet as money, textOrNotSet as text } from '@/ui'

/** A record's status badge from its list's label map; an unknown value shows none. */
export function statusOf(map: LabelMap, value: unknown) {
  const known = map[String(value)]
  return known ? { label: known.label, tone: known.tone } : null
}
