import { once } from '@/lib/once'

/** A date as the API sends it (ISO 8601 string), a Date, or epoch milliseconds. */
export type DateInput = string | number | Date

/** The Date for `value`, or null when it is missing or unparseable. */
export function toDate(value: DateInput | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null
  const date = value instanceof Date ? new Date(value.getTime()) : new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

const formatters = new Map<string, Intl.DateTimeFormat>()

function dateFormatter(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? ''
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone,
    })
    formatters.set(key, formatter)
  }
  return formatter
}

/**
 * A calendar date in en-GB, e.g. "12 Mar 2026", in the viewer's time zone unless one is given.
 * Missing or invalid input gives '' so a table cell stays empty rather than "Invalid Date".
 */
export function formatDate(value: DateInput | null | undefined, timeZone?: string): string {
  const date = toDate(value)
  return date ? dateFormatter(timeZone).format(date) : ''
}

const dateTimeFormatter = once(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }),
)

/**
 * A moment in en-GB in the viewer's time zone, e.g. "12 Mar 2026, 14:05": when something was
 * done matters to the minute in a register (an insider list, a response). '' when missing.
 */
export function formatDateTime(value: DateInput | null | undefined): string {
  const date = toDate(value)
  return date ? dateTimeFormatter().format(date) : ''
}
