import { breakpoints, type Breakpoint } from './tokens'

export interface Media {
  /** `@media (min-width: …)` — mobile-first styles grow from here. */
  up: (bp: Breakpoint) => string
  /** `@media (max-width: …)` just below the breakpoint, for the rare desktop-first rule. */
  down: (bp: Breakpoint) => string
  /** Respect the user's wish for less motion. */
  reducedMotion: string
}

export const media: Media = {
  up: (bp) => `@media (min-width: ${breakpoints[bp]}px)`,
  down: (bp) => `@media (max-width: ${breakpoints[bp] - 0.02}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
}
