import type { MouseEvent, MouseEventHandler } from 'react'

/**
 * What a loading button sets: aria-busy, and aria-disabled rather than disabled so focus stays
 * on it (keyboard users keep their place), with clicks swallowed until it is done.
 */
export function busyProps(
  loading: boolean,
  ariaDisabled: boolean | 'true' | 'false' | undefined,
  onClick: MouseEventHandler<HTMLButtonElement> | undefined,
) {
  return {
    'aria-busy': loading || undefined,
    'aria-disabled': loading || ariaDisabled || undefined,
    onClick: (event: MouseEvent<HTMLButtonElement>) =>
      loading ? event.preventDefault() : onClick?.(event),
  }
}
