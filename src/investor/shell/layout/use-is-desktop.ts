import { useSyncExternalStore } from 'react'
import { breakpoints } from '@/lib/theme'

/** The same query as theme.media.up('md'): the top bar from 768 px, the bottom bar below. */
const DESKTOP_QUERY = `(min-width: ${breakpoints.md}px)`

const query = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(DESKTOP_QUERY)
    : null

function subscribe(onChange: () => void) {
  const list = query()
  list?.addEventListener('change', onChange)
  return () => list?.removeEventListener('change', onChange)
}

// Without matchMedia (old engines, server) assume a desktop: the top bar needs no JS to work.
const snapshot = () => query()?.matches ?? true

/**
 * Whether the desktop navigation applies. Decided in JS rather than by hiding one of two bars
 * with CSS, so the page holds a single "Investor" navigation and each link once.
 */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => true)
}
