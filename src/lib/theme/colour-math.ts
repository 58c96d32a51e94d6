/**
 * Small colour arithmetic for the theme: enough to derive hover shades and to guarantee WCAG AA
 * contrast from whatever colours a tenant configured. Only hex and rgb()/rgba() are understood;
 * anything else (named colours, hsl) is treated as unusable so a default takes its place — we
 * cannot promise contrast for a colour we cannot measure.
 */
export interface Rgb {
  r: number
  g: number
  b: number
}

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i
const RGB = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})(?:[\s,/]+[\d.]+%?)?\s*\)$/i

export function parseColour(input: unknown): Rgb | null {
  if (typeof input !== 'string') return null
  const value = input.trim()
  const hex = HEX.exec(value)
  if (hex) {
    let digits = hex[1]
    if (digits.length <= 4) digits = [...digits].map((d) => d + d).join('')
    return {
      r: parseInt(digits.slice(0, 2), 16),
      g: parseInt(digits.slice(2, 4), 16),
      b: parseInt(digits.slice(4, 6), 16),
    }
  }
  const rgb = RGB.exec(value)
  if (rgb) {
    const [r, g, b] = [rgb[1], rgb[2], rgb[3]].map(Number)
    if ([r, g, b].every((n) => n <= 255)) return { r, g, b }
  }
  return null
}

const hex2 = (n: number) =>
  Math.round(Math.min(255, Math.max(0, n)))
    .toString(16)
    .padStart(2, '0')

export function toHex({ r, g, b }: Rgb): string {
  return `#${hex2(r)}${hex2(g)}${hex2(b)}`
}

/** `weight` of `b` mixed into `a` (0 = a, 1 = b). */
export function mix(a: Rgb, b: Rgb, weight: number): Rgb {
  return {
    r: a.r + (b.r - a.r) * weight,
    g: a.g + (b.g - a.g) * weight,
    b: a.b + (b.b - a.b) * weight,
  }
}

export function alpha(c: Rgb, opacity: number): string {
  return `rgba(${Math.round(c.r)}, ${Math.round(c.g)}, ${Math.round(c.b)}, ${opacity})`
}

function channel(v: number): number {
  const s = v / 255
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
}

export function luminance(c: Rgb): number {
  return 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b)
}

/** WCAG 2 contrast ratio, 1..21. */
export function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}

/** The first candidate reaching `min` against `bg`, else the one with the best contrast. */
export function readableOn(bg: Rgb, candidates: Rgb[], min = 4.5): Rgb {
  const passing = candidates.find((c) => contrast(c, bg) >= min)
  if (passing) return passing
  return [...candidates].sort((x, y) => contrast(y, bg) - contrast(x, bg))[0]
}

/**
 * `fg` moved towards `toward` (usually the text colour, or black/white) in small steps until it
 * reaches `min` contrast on `bg`; brand hues survive as far as accessibility allows.
 */
export function ensureContrast(fg: Rgb, bg: Rgb, toward: Rgb, min = 4.5): Rgb {
  for (let step = 0; step <= 20; step += 1) {
    const candidate = mix(fg, toward, step / 20)
    if (contrast(candidate, bg) >= min) return candidate
  }
  return toward
}

/** Darker for light colours and lighter for very dark ones: a visible hover/pressed shade. */
export function shade(c: Rgb, amount: number): Rgb {
  const black = { r: 0, g: 0, b: 0 }
  const white = { r: 255, g: 255, b: 255 }
  return luminance(c) < 0.02 ? mix(c, white, amount) : mix(c, black, amount)
}
