import { useCallback, useEffect, useLayoutEffect, useState, type RefObject } from 'react'

/** Which ends of a sideways-scrolling strip hide tabs. */
export interface StripOverflow {
  start: boolean
  end: boolean
}

const NONE: StripOverflow = { start: false, end: false }

function overflowOf(strip: HTMLElement): StripOverflow {
  const hidden = strip.scrollWidth - strip.clientWidth
  // A pixel of rounding is no hidden tab.
  if (hidden <= 1) return NONE
  return { start: strip.scrollLeft > 1, end: strip.scrollLeft < hidden - 1 }
}

/**
 * Brings the strip's current tab into view (centred) when it is out of sight, moving only the
 * strip, never the page (scrollIntoView would scroll the page too).
 */
function revealCurrent(strip: HTMLElement, current: HTMLElement) {
  if (strip.scrollWidth <= strip.clientWidth) return
  const start = current.getBoundingClientRect().left - strip.getBoundingClientRect().left
  const left = strip.scrollLeft + start
  const right = left + current.offsetWidth
  if (left >= strip.scrollLeft && right <= strip.scrollLeft + strip.clientWidth) return
  strip.scrollLeft = Math.max(0, left - (strip.clientWidth - current.offsetWidth) / 2)
}

/**
 * A tab strip that scrolls sideways on a narrow screen: which of its ends hide tabs (kept up
 * to date as it scrolls or resizes), its current tab (`currentSelector`) brought into view
 * whenever `currentKey` changes, and a step the strip's scroll buttons take.
 */
export function useTabStrip(
  stripRef: RefObject<HTMLElement | null>,
  currentKey: string | undefined,
  currentSelector: string,
) {
  const [overflow, setOverflow] = useState<StripOverflow>(NONE)

  const measure = useCallback(() => {
    const strip = stripRef.current
    if (!strip) return
    const next = overflowOf(strip)
    setOverflow((was) => (was.start === next.start && was.end === next.end ? was : next))
  }, [stripRef])

  useLayoutEffect(() => {
    const strip = stripRef.current
    const current = strip?.querySelector<HTMLElement>(currentSelector)
    if (strip && current) revealCurrent(strip, current)
    measure()
  }, [stripRef, currentKey, currentSelector, measure])

  useEffect(() => {
    const strip = stripRef.current
    if (!strip) return
    strip.addEventListener('scroll', measure, { passive: true })
    // Labels change width when fonts load, terminology arrives or the window resizes, and a tab
    // gated by a flag or a permission may join the strip after it was laid out: the current
    // tab, in view at first, may be pushed out of it, so it is brought back.
    const resized = () => {
      const current = strip.querySelector<HTMLElement>(currentSelector)
      if (current) revealCurrent(strip, current)
      measure()
    }
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(resized)
    observer?.observe(strip)
    for (const tab of Array.from(strip.children)) observer?.observe(tab)
    return () => {
      strip.removeEventListener('scroll', measure)
      observer?.disconnect()
    }
  }, [stripRef, measure, currentKey, currentSelector])

  /** Scrolls most of a strip's width towards `side`. */
  const step = useCallback(
    (side: 'start' | 'end') => {
      const strip = stripRef.current
      if (!strip) return
      const left = Math.round(strip.clientWidth * 0.75) * (side === 'end' ? 1 : -1)
      const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
      strip.scrollBy({ left, behavior: smooth ? 'smooth' : 'auto' })
    },
    [stripRef],
  )

  return { overflow, step }
}
