import { buildTheme, contrast, parseColour, TEXT_ON_KEYS } from '@/lib/theme'
import { parseColours } from '@/lib/tenant'

/** The colours the branding page edits: the two fills and the text on each. */
export interface BrandColours {
  primary: string
  onPrimary: string
  secondary: string
  onSecondary: string
}

export type BrandColourName = keyof BrandColours

/** WCAG 2 AA for normal text. */
export const AA_TEXT = 4.5

const HEX6 = /^#[0-9a-f]{6}$/i
/** `#RRGGBB` (what a colour input gives and takes), or `#RGB` typed by hand. */
export const isHexColour = (value: string) => /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value.trim())

/** `#abc` → `#aabbcc`, lower case: the form a colour input accepts. */
export function normaliseHex(value: string): string {
  const v = value.trim().toLowerCase()
  if (HEX6.test(v)) return v
  return `#${[...v.slice(1)].map((d) => d + d).join('')}`
}

/**
 * The colours as the app shows them now: the tenant's own where set and usable, otherwise
 * what the theme derives (its defaults and its readable text pick).
 */
export function brandColoursFrom(rawColours: unknown): BrandColours {
  const given = parseColours(rawColours)
  const theme = buildTheme({ colours: typeof rawColours === 'string' ? rawColours : undefined })
  const usable = (value: string | undefined, fallback: string) =>
    value && isHexColour(value) ? normaliseHex(value) : fallback
  return {
    primary: usable(given.primary, theme.colours.primary),
    onPrimary: usable(given[TEXT_ON_KEYS.primary], theme.colours.onPrimary),
    secondary: usable(given.secondary, theme.colours.secondary),
    onSecondary: usable(given[TEXT_ON_KEYS.secondary], theme.colours.onSecondary),
  }
}

/** The `colours` JSON to save: the row's other keys (accent, text…) kept, these four replaced. */
export function coloursJson(rawColours: unknown, colours: BrandColours): Record<string, string> {
  return { ...parseColours(rawColours), ...colours }
}

export interface ContrastProblem {
  pair: string
  ratio: number
}

const PAIRS: { pair: string; fill: BrandColourName; text: BrandColourName }[] = [
  { pair: 'Text on primary', fill: 'primary', text: 'onPrimary' },
  { pair: 'Text on secondary', fill: 'secondary', text: 'onSecondary' },
]

/** Rounded down to one decimal, so 4.46:1 never reads as a passing "4.5:1". */
export const formatRatio = (ratio: number) => `${Math.floor(ratio * 10) / 10}:1`

/** The pairs below WCAG AA for normal text. */
export function contrastProblems(colours: BrandColours): ContrastProblem[] {
  return PAIRS.flatMap(({ pair, fill, text }) => {
    const a = parseColour(colours[fill])
    const b = parseColour(colours[text])
    if (!a || !b) return []
    const ratio = contrast(a, b)
    return ratio < AA_TEXT ? [{ pair, ratio }] : []
  })
}

export const contrastMessage = ({ pair, ratio }: ContrastProblem) =>
  `${pair} has a contrast of ${formatRatio(ratio)}; WCAG AA needs ${AA_TEXT}:1.`
