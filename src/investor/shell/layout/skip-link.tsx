import type { RefObject } from 'react'
import { StyledSkipLink } from './layout-styles'

export const MAIN_CONTENT_ID = 'main-content'

/**
 * "Skip to main content" (WCAG 2.4.1), the first stop of the Tab key. Focus is moved by hand:
 * letting the browser follow the #hash would also be a history entry for the router.
 */
export function SkipLink({ target }: { target: RefObject<HTMLElement | null> }) {
  return (
    <StyledSkipLink
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        event.preventDefault()
        target.current?.focus()
        target.current?.scrollIntoView?.()
      }}
    >
      Skip to main content
    </StyledSkipLink>
  )
}
