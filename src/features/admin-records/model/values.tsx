import type { ReactNode } from 'react'
import { formatGBP, type FormatGBPOptions } from '@/lib/format'
import { NotSet, type LabelMap } from '@/features/admin-lists'

/** A value as a details row shows it; an empty one says "Not set" to a screen reader. */
export const text = (value: string | number | null | undefined): ReactNode =>
  value === null || value === undefined || value === '' ? <NotSet /> : String(value)

/** An amount as a details row shows it (formatGBP's pounds), or "Not set". */
export const money = (
  value: number | string | null | undefined,
  options?: FormatGBPOptions,
): ReactNode => text(formatGBP(value, options))

/** A record's status badge from its list's label map; an unknown value shows none. */
export function statusOf(map: LabelMap, value: unknown) {
  const known = map[String(value)]
  return known ? { label: known.label, tone: known.tone } : null
}
