/** Static design tokens: everything in the theme that does not depend on the tenant. */

/** SPEC §9 breakpoints, in px (min-widths). */
export const breakpoints = { sm: 576, md: 768, lg: 900, xl: 1150, xxl: 1500 } as const
export type Breakpoint = keyof typeof breakpoints

/** An 8px grid; the 4px step is for tight inner gaps only. */
export const space = {
  none: '0',
  xxs: '4px',
  xs: '8px',
  sm: '12px',
  md: '16px',
  lg: '24px',
  xl: '32px',
  xxl: '48px',
  xxxl: '64px',
} as const

export const radii = { sm: '4px', md: '8px', lg: '12px', pill: '999px', round: '50%' } as const

export const fonts = {
  body: "Inter, 'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, sans-serif",
  heading:
    "Inter, 'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, sans-serif",
  serif: "Georgia, Cambria, 'Times New Roman', Times, serif",
  mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
} as const

export const fontSizes = {
  xs: '12px',
  sm: '14px',
  md: '16px',
  lg: '18px',
  xl: '20px',
  xxl: '24px',
  display: '32px',
} as const

export const fontWeights = { regular: 400, medium: 500, semibold: 600, bold: 700 } as const

export const lineHeights = { tight: 1.25, normal: 1.5 } as const

export const zIndices = { sticky: 100, dropdown: 200, overlay: 1000, toast: 1100 } as const

export const motion = {
  fast: '120ms',
  normal: '200ms',
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
} as const

/** Sizes the spec fixes (SPEC §9, §2). */
export const layout = {
  scrollListMaxHeight: 'max(250px, 55vh)',
  editorMinHeight: '380px',
  riskBannerHeight: '70px',
  controlHeight: { sm: '32px', md: '40px', lg: '48px' },
  contentMaxWidth: '1280px',
} as const
