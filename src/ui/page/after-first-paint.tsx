import { startTransition, useEffect, useState, type ReactNode } from 'react'

/**
 * Renders its children in a render of their own, right after the one that first shows the page:
 * what a page leads with (the overview's figures) is committed and painted without waiting for
 * the sections below it. At 4x CPU slowdown the investor overview's lower sections were about a
 * third of its first render. The follow-up render is a transition, so React renders it in slices
 * with the browser free to paint between them; the children then fetch and show their own
 * loading states as usual. Not useDeferredValue(true, false): React skips its initial value
 * inside a render that is itself deferred, as the portal's first one is (RequireSession).
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false)
  useEffect(() => startTransition(() => setShown(true)), [])
  return shown ? children : null
}
