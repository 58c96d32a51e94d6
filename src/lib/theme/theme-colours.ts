import {
  alpha,
  contrast,
  ensureContrast,
  mix,
  parseColour,
  readableOn,
  shade,
  toHex,
  type Rgb,
} from './colour-math'
import { parseJsonObject } from '@/lib/tenant/parse-json'
import { AVATAR_PALETTE, BLACK, DEFAULT_COLOURS, WHITE, type ColourName } from './default-colours'

export interface ThemeColours {
  primary: string
  primaryHover: string
  primaryActive: string
  /** Text/icons on a primary fill; AA (4.5:1) guaranteed. */
  onPrimary: string
  /** A faint primary tint for selected rows, active tabs, info surfaces. */
  primarySubtle: string
  secondary: string
  secondaryHover: string
  onSecondary: string
  accent: string
  onAccent: string
  background: string
  surface: string
  surfaceSubtle: string
  surfaceHover: string
  border: string
  borderStrong: string
  text: string
  /** Secondary text; AA on both surface and background. */
  textMuted: string
  /** Primary used as text (links, ghost buttons); AA on surface. */
  link: string
  linkHover: string
  /** Focus ring; at least 3:1 against surface and background (WCAG 1.4.11). */
  focus: string
  success: string
  successSurface: string
  onSuccess: string
  danger: string
  dangerHover: string
  dangerSurface: string
  onDanger: string
  warning: string
  warningSurface: string
  onWarning: string
  disabledSurface: string
  disabledText: string
  overlay: string
  shadow: string
  avatar: readonly string[]
  onAvatar: string
}

/** The tenant's `colours` setting: a JSON string (or, defensively, an already-parsed object). */
export function parseTenantColours(raw: unknown): Partial<Record<ColourName, Rgb>> {
  const value = parseJsonObject(raw)
  const out: Partial<Record<ColourName, Rgb>> = {}
  for (const name of Object.keys(DEFAULT_COLOURS) as ColourName[]) {
    const parsed = parseColour(value[name])
    if (parsed) out[name] = parsed
  }
  return out
}

/**
 * The text colours a tenant chose for its fills (`onPrimary`, `onSecondary` in the `colours`
 * JSON; the branding settings page writes them). Optional: without them the theme picks.
 */
export const TEXT_ON_KEYS = { primary: 'onPrimary', secondary: 'onSecondary' } as const

function tenantTextOn(raw: unknown, key: string): Rgb | null {
  let value: unknown = raw
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw)
    } catch {
      return null
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  return parseColour((value as Record<string, unknown>)[key])
}

export function buildColours(raw: unknown): ThemeColours {
  const given = parseTenantColours(raw)
  const pick = (name: ColourName): Rgb => given[name] ?? parseColour(DEFAULT_COLOURS[name])!
  const white = parseColour(WHITE)!
  const black = parseColour(BLACK)!

  let surface = pick('surface')
  let background = pick('background')
  let text = pick('text')
  // Body text must stay readable whatever was configured: fall back to the defaults.
  if (contrast(text, surface) < 7 || contrast(text, background) < 4.5) {
    surface = parseColour(DEFAULT_COLOURS.surface)!
    background = parseColour(DEFAULT_COLOURS.background)!
    text = parseColour(DEFAULT_COLOURS.text)!
  }
  const darkest = contrast(text, white) > contrast(text, black) ? text : black
  const onFill = (bg: Rgb) => toHex(readableOn(bg, [white, darkest, black]))
  // A chosen text colour is honoured only while it reaches AA on its fill (the settings page
  // warns when it does not); otherwise the theme's readable pick stands.
  const chosenOn = (bg: Rgb, key: string) => {
    const chosen = tenantTextOn(raw, key)
    return chosen && contrast(chosen, bg) >= 4.5 ? toHex(chosen) : onFill(bg)
  }
  const onPage = (c: Rgb) => ensureContrast(ensureContrast(c, surface, text), background, text)

  const primary = pick('primary')
  const secondary = pick('secondary')
  const accent = pick('accent')
  const success = pick('success')
  const danger = pick('danger')
  const warning = pick('warning')
  // Danger doubles as error text (SPEC §5: small bold red message), so it must read as text.
  const dangerText = onPage(danger)
  const link = onPage(primary)
  const focus = ensureContrast(ensureContrast(primary, surface, text, 3), background, text, 3)

  return {
    primary: toHex(primary),
    primaryHover: toHex(shade(primary, 0.12)),
    primaryActive: toHex(shade(primary, 0.22)),
    onPrimary: chosenOn(primary, TEXT_ON_KEYS.primary),
    primarySubtle: toHex(mix(surface, primary, 0.08)),
    secondary: toHex(secondary),
    secondaryHover: toHex(shade(secondary, 0.12)),
    onSecondary: chosenOn(secondary, TEXT_ON_KEYS.secondary),
    accent: toHex(accent),
    onAccent: onFill(accent),
    background: toHex(background),
    surface: toHex(surface),
    surfaceSubtle: toHex(mix(surface, background, 0.6)),
    surfaceHover: toHex(mix(surface, text, 0.04)),
    border: toHex(mix(surface, text, 0.16)),
    // 3:1 for input borders (WCAG 1.4.11 non-text contrast).
    borderStrong: toHex(ensureContrast(mix(surface, text, 0.4), surface, text, 3)),
    text: toHex(text),
    textMuted: toHex(onPage(pick('muted'))),
    link: toHex(link),
    linkHover: toHex(shade(link, 0.15)),
    focus: toHex(focus),
    success: toHex(onPage(success)),
    successSurface: toHex(mix(surface, success, 0.1)),
    onSuccess: onFill(success),
    danger: toHex(dangerText),
    dangerHover: toHex(shade(dangerText, 0.12)),
    dangerSurface: toHex(mix(surface, danger, 0.08)),
    onDanger: onFill(dangerText),
    warning: toHex(onPage(warning)),
    warningSurface: toHex(mix(surface, warning, 0.1)),
    onWarning: onFill(warning),
    disabledSurface: toHex(mix(surface, text, 0.08)),
    disabledText: toHex(
      ensureContrast(mix(surface, text, 0.45), mix(surface, text, 0.08), text, 3),
    ),
    overlay: alpha(mix(text, black, 0.5), 0.5),
    shadow: alpha(mix(text, black, 0.5), 0.12),
    avatar: AVATAR_PALETTE,
    onAvatar: WHITE,
  }
}
