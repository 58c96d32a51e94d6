import { toDate } from '@/lib/format'

const pad = (n: number) => String(n).padStart(2, '0')

/** Today's calendar date in the viewer's zone, as a `date` column spells it (YYYY-MM-DD). */
export function localDate(at: Date = new Date()): string {
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`
}

/** The viewer's local time of day, HH:MM, as a time input reads it. */
export function localTime(at: Date = new Date()): string {
  return `${pad(at.getHours())}:${pad(at.getMinutes())}`
}

/** A timestamp split into the date and time inputs of a form (local time); blanks when missing. */
export function splitTimestamp(value: string | null | undefined): { date: string; time: string } {
  const at = toDate(value)
  return at ? { date: localDate(at), time: localTime(at) } : { date: '', time: '' }
}

/**
 * The date and time a person entered (local) as the UTC ISO timestamp the host stores; the
 * text as typed when it cannot be read, so the host's date rule answers on the field.
 */
export function joinTimestamp(date: string, time: string): string {
  if (date === '') return ''
  const at = new Date(`${date}T${time === '' ? '00:00' : time}`)
  return Number.isNaN(at.getTime()) ? `${date} ${time}`.trim() : at.toISOString()
}
