import type { ReactNode } from 'react'
import { formatCount, formatDate, formatGBP, type FormatGBPOptions } from '@/lib/format'
import { orNotSet } from './not-set'

/**
 * A record's values as a list cell or a details row shows them: formatted, or "Not set" when
 * empty. One set, so a list and its record's page never show the same value two ways.
 */
export const textOrNotSet = (value: string | number | null | undefined): ReactNode =>
  orNotSet(value === null || value === undefined ? null : String(value))

/** An amount in pounds (formatGBP, its `pence` rule as asked). */
export const moneyOrNotSet = (
  value: number | string | null | undefined,
  options?: FormatGBPOptions,
): ReactNode => orNotSet(formatGBP(value, options))

export const dateOrNotSet = (value: string | null | undefined): ReactNode =>
  orNotSet(formatDate(value))

/** A whole number, en-GB grouping ("1,250"). */
export const countOrNotSet = (value: number | null | undefined): ReactNode =>
  orNotSet(value === null || value === undefined ? null : formatCount(value))
