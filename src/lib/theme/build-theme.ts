import type { TenantSettings } from '@/lib/tenant/settings-query'
import { media, type Media } from './media'
import { buildColours, type ThemeColours } from './theme-colours'
import {
  breakpoints,
  fontSizes,
  fontWeights,
  fonts,
  layout,
  lineHeights,
  motion,
  radii,
  space,
  zIndices,
} from './tokens'

export interface AppTheme {
  colours: ThemeColours
  space: typeof space
  radii: typeof radii
  fonts: typeof fonts
  fontSizes: typeof fontSizes
  fontWeights: typeof fontWeights
  lineHeights: typeof lineHeights
  shadows: { sm: string; md: string; lg: string; focus: string }
  breakpoints: typeof breakpoints
  media: Media
  zIndices: typeof zIndices
  motion: typeof motion
  layout: typeof layout
}

/**
 * The styled-components theme for a tenant. Colours come from the settings' `colours` JSON
 * (SPEC §3); anything missing, malformed or unreadable falls back to a calm default so the app
 * never renders with broken contrast.
 */
export function buildTheme(settings?: Pick<TenantSettings, 'colours'> | null): AppTheme {
  const colours = buildColours(settings?.colours)
  return {
    colours,
    space,
    radii,
    fonts,
    fontSizes,
    fontWeights,
    lineHeights,
    shadows: {
      sm: `0 1px 2px ${colours.shadow}`,
      md: `0 2px 4px ${colours.shadow}, 0 4px 12px ${colours.shadow}`,
      lg: `0 8px 24px ${colours.shadow}, 0 2px 6px ${colours.shadow}`,
      focus: `0 0 0 3px ${colours.surface}, 0 0 0 5px ${colours.focus}`,
    },
    breakpoints,
    media,
    zIndices,
    motion,
    layout,
  }
}
