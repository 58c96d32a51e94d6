/**
 * Page numbers to show: always the first and last, the current one and its neighbours, with
 * 'gap' where pages are skipped (a gap of one page shows the page instead).
 */
export function pageWindow(current: number, last: number): (number | 'gap')[] {
  const pages = new Set([1, last, current - 1, current, current + 1])
  const sorted = [...pages].filter((p) => p >= 1 && p <= last).sort((a, b) => a - b)
  const out: (number | 'gap')[] = []
  for (const page of sorted) {
    const prev = out[out.length - 1]
    if (typeof prev === 'number' && page - prev === 2) out.push(prev + 1)
    else if (typeof prev === 'number' && page - prev > 2) out.push('gap')
    out.push(page)
  }
  return out
}
