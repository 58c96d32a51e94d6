import { useEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { useLocation } from 'react-router-dom'
import { breakpoints } from '@/lib/theme'

const DESKTOP = `(min-width: ${breakpoints.lg}px)`

/**
 * The mobile navigation drawer. Its open state belongs to the location it was opened at, so
 * any navigation closes it. Escape or the close button close it and give focus back to the
 * Menu button; opening moves focus into it; widening the window to lg (where the sidebar is
 * always shown) closes it.
 */
export function useDrawer() {
  const location = useLocation()
  const [openAt, setOpenAt] = useState<string | null>(null)
  const open = openAt === location.key
  const menuButtonRef = useRef<HTMLButtonElement>(null)
  const closeButtonRef = useRef<HTMLButtonElement>(null)

  // The rest of the page is inert while the drawer is open: it must be live again (rendered)
  // before focus can move back into it.
  const closeThenFocus = (target: HTMLElement | null | undefined) => {
    flushSync(() => setOpenAt(null))
    target?.focus()
  }

  useEffect(() => {
    if (!open) return
    closeButtonRef.current?.focus()
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      event.preventDefault()
      flushSync(() => setOpenAt(null))
      menuButtonRef.current?.focus()
    }
    const desktop = typeof window.matchMedia === 'function' ? window.matchMedia(DESKTOP) : null
    const onResize = (event: MediaQueryListEvent) => {
      if (event.matches) setOpenAt(null)
    }
    document.addEventListener('keydown', onKeyDown)
    desktop?.addEventListener('change', onResize)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      desktop?.removeEventListener('change', onResize)
    }
  }, [open])

  return {
    open,
    openDrawer: () => setOpenAt(location.key),
    close: () => closeThenFocus(menuButtonRef.current),
    /** After following a link in the drawer: close it and continue at `target` (the page). */
    closeThenFocus,
    menuButtonRef,
    closeButtonRef,
  }
}
