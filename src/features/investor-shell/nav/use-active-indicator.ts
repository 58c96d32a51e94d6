import { useLayoutEffect, useRef } from 'react'

/**
 * Places the single underline under the link marked aria-current="page" inside the track, by
 * writing transform and width straight to the indicator (a measurement per navigation or
 * resize must not re-render the header). The first placement is not animated, so the bar does
 * not fly in from the left on load; after that CSS slides it (see StyledIndicator).
 */
export function useActiveIndicator(activeKey: string | null) {
  const trackRef = useRef<HTMLDivElement>(null)
  const indicatorRef = useRef<HTMLSpanElement>(null)

  useLayoutEffect(() => {
    const list = trackRef.current
    const bar = indicatorRef.current
    if (!list || !bar) return
    const place = () => {
      const link = list.querySelector<HTMLElement>('[aria-current="page"]')
      if (!link) {
        bar.style.opacity = '0'
        return
      }
      bar.style.opacity = '1'
      bar.style.width = `${link.offsetWidth}px`
      bar.style.transform = `translateX(${link.offsetLeft}px)`
    }
    place()
    // Enable the transition only after the browser has painted the first position.
    const frame =
      bar.dataset.animate === 'true'
        ? 0
        : requestAnimationFrame(() => {
            bar.dataset.animate = 'true'
          })
    // Labels change width when fonts load, terminology arrives or the window resizes.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(place)
    observer?.observe(list)
    const links = list.querySelector('ul')
    if (links) observer?.observe(links)
    return () => {
      cancelAnimationFrame(frame)
      observer?.disconnect()
    }
  }, [activeKey])

  return { trackRef, indicatorRef }
}
