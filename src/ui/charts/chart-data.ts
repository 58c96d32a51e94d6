/** Chart data shaped once, so the drawing, its spoken summary and its table agree. */

export interface SeriesPoint {
  /** The x value as the API sent it (a date or a period). */
  x: string
  /** The x value in words ("30 Nov 2025", "2026-Q3"). */
  label: string
  value: number
}

export interface Slice {
  label: string
  value: number
}

export interface ColouredSlice extends Slice {
  colour: string
  /** Share of the whole, in percent (1 decimal). */
  share: number
}

/** One sentence for a screen reader: where the line starts, ends and peaks. */
export function seriesSummary(points: readonly SeriesPoint[], format: (n: number) => string) {
  if (points.length === 0) return 'No data yet.'
  const first = points[0]
  const last = points[points.length - 1]
  if (points.length === 1) return `${format(last.value)} on ${last.label}.`
  const high = points.reduce((a, b) => (b.value > a.value ? b : a))
  const trend = last.value > first.value ? 'Rose' : last.value < first.value ? 'Fell' : 'Unchanged'
  const span =
    trend === 'Unchanged'
      ? `Unchanged at ${format(last.value)} from ${first.label} to ${last.label}.`
      : `${trend} from ${format(first.value)} on ${first.label} to ${format(last.value)} on ${last.label}.`
  return `${span} Highest ${format(high.value)} on ${high.label}.`
}

const share = (value: number, total: number) =>
  total > 0 ? Math.round((value / total) * 1000) / 10 : 0

/**
 * Slices largest first with their colours; beyond `max` the smallest are drawn together as
 * "Other" (the table still lists every one).
 */
export function colourSlices(slices: readonly Slice[], palette: readonly string[], max = 8) {
  const sorted = [...slices].filter((s) => s.value > 0).sort((a, b) => b.value - a.value)
  const total = sorted.reduce((s, x) => s + x.value, 0)
  const head = sorted.length > max ? sorted.slice(0, max - 1) : sorted
  const rest = sorted.slice(head.length)
  const drawn = rest.length
    ? [...head, { label: 'Other', value: rest.reduce((s, x) => s + x.value, 0) }]
    : head
  const colour = (i: number) => palette[i % palette.length]
  return {
    total,
    drawn: drawn.map((s, i) => ({ ...s, colour: colour(i), share: share(s.value, total) })),
    all: sorted.map((s) => ({ ...s, share: share(s.value, total) })),
  }
}

/** "13 parts. Largest: Funds 38.4%, Fintech 18.6%, Edtech 10.3%." */
export function sliceSummary(slices: readonly { label: string; share: number }[], noun: string) {
  if (slices.length === 0) return 'No data yet.'
  const top = slices
    .slice(0, 3)
    .map((s) => `${s.label} ${s.share}%`)
    .join(', ')
  return `${slices.length} ${noun}${slices.length === 1 ? '' : 's'}. Largest: ${top}.`
}
