/**
 * The palette used when a tenant configures nothing (or something unusable): calm navy and
 * neutral greys, every text pairing at least WCAG AA. This file and build-theme.ts are the only
 * places colour literals live.
 */
export const DEFAULT_COLOURS = {
  primary: '#1d4f91',
  secondary: '#3d5a80',
  accent: '#0f766e',
  background: '#f5f7fa',
  surface: '#ffffff',
  text: '#1b2733',
  muted: '#56657a',
  success: '#1e7b4f',
  danger: '#b42318',
  warning: '#b54708',
} as const

export type ColourName = keyof typeof DEFAULT_COLOURS

/** Avatar backgrounds (SPEC §3): deep hues, each AA with white initials. */
export const AVATAR_PALETTE = [
  '#1d4f91',
  '#0f766e',
  '#7b3fa0',
  '#b42318',
  '#8a5300',
  '#3949ab',
  '#2e6b30',
  '#a3195b',
  '#5d4037',
  '#455a64',
] as const

export const WHITE = '#ffffff'
export const BLACK = '#000000'
