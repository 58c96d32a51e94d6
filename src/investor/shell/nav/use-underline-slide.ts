import { useLayoutEffect, useRef } from 'react'

/** How long the underline takes to slide to the newly current tab. */
const SLIDE_MS = 200
const EASING = 'cubic-bezier(0.2, 0, 0, 1)'

/**
 * The animated underline of the top navigation (SPEC §2). Each tab draws its own underline
 * (its ::after, shown while it is aria-current), so on a full load the line is under the
 * right tab at first paint and stays there as fonts and labels settle. Only a move between
 * tabs animates: the new tab's underline slides in from where the old one was.
 */
export function useUnderlineSlide(activeKey: string | null) {
  const listRef = useRef<HTMLUListElement>(null)
  const previousKey = useRef<string | null>(null)

  useLayoutEffect(() => {
    const from = previousKey.current
    previousKey.current = activeKey
    const list = listRef.current
    if (!list || !from || !activeKey || from === activeKey) return
    const link = (key: string) => list.querySelector<HTMLElement>(`[data-nav-key="${key}"]`)
    const [was, now] = [link(from), link(activeKey)]
    if (!was || !now || typeof now.animate !== 'function') return
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return
    const dx = was.offsetLeft - now.offsetLeft
    const scale = now.offsetWidth > 0 ? was.offsetWidth / now.offsetWidth : 1
    now.animate([{ transform: `translateX(${dx}px) scaleX(${scale})` }, { transform: 'none' }], {
      duration: SLIDE_MS,
      easing: EASING,
      pseudoElement: '::after',
    })
  }, [activeKey])

  return listRef
}
