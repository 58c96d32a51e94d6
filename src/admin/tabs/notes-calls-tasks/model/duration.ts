/** Whole minutes for a call's `duration_seconds`, as the form shows them. */
export function minutesOf(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return ''
  return String(Math.round(seconds / 60))
}

/**
 * The minutes a person typed as the seconds the host stores. Text that is not a number goes as
 * typed, so the host's integer rule answers on the field instead of the form guessing.
 */
export function secondsOf(minutes: string): number | string {
  const trimmed = minutes.trim()
  if (trimmed === '') return ''
  const value = Number(trimmed)
  return Number.isFinite(value) && value >= 0 ? Math.round(value * 60) : trimmed
}

/** "1 h 5 min", "12 min", "under a minute". */
export function formatDuration(seconds: number): string {
  if (seconds < 60) return seconds === 0 ? 'no time' : 'under a minute'
  const minutes = Math.round(seconds / 60)
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  if (hours === 0) return `${minutes} min`
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`
}
