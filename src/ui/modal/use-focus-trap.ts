import { useEffect, type RefObject } from 'react'

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

export function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute('hidden') && el.getAttribute('aria-hidden') !== 'true',
  )
}

/**
 * Keeps keyboard focus inside `container` while `active`: moves focus in on activation
 * (`initial`, else the first focusable in `preferred`, else the container), wraps Tab and
 * Shift+Tab, pulls focus back if it escapes, and returns it to the opener on deactivation.
 */
export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  active: boolean,
  options: {
    initial?: RefObject<HTMLElement | null>
    preferred?: RefObject<HTMLElement | null>
  } = {},
) {
  const { initial, preferred } = options
  useEffect(() => {
    const root = container.current
    if (!active || !root) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const first =
      initial?.current ??
      (preferred?.current ? focusableIn(preferred.current)[0] : undefined) ??
      root
    first.focus()

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return
      const items = focusableIn(root)
      if (items.length === 0) {
        event.preventDefault()
        root.focus()
        return
      }
      const [head, tail] = [items[0], items[items.length - 1]]
      const current = document.activeElement
      if (event.shiftKey && (current === head || current === root)) {
        event.preventDefault()
        tail.focus()
      } else if (!event.shiftKey && current === tail) {
        event.preventDefault()
        head.focus()
      }
    }
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !root.contains(event.target)) root.focus()
    }
    root.addEventListener('keydown', onKeyDown)
    document.addEventListener('focusin', onFocusIn)
    return () => {
      root.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('focusin', onFocusIn)
      if (opener && opener.isConnected) opener.focus()
    }
  }, [active, container, initial, preferred])
}
