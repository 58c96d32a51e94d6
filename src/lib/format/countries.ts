const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
// Codes the browser names that are not countries a person or company lives in.
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'ZZ', 'QO', 'XA', 'XB', 'XK'])

let cached: { value: string; label: string }[] | null = null

/**
 * ISO 3166 alpha-2 countries with their English names, as the host stores them (`size:2`).
 * The names come from the browser (Intl.DisplayNames), so no country table ships with the app.
 */
export function countryOptions(): { value: string; label: string }[] {
  if (cached) return cached
  const names = new Intl.DisplayNames(['en-GB'], { type: 'region', fallback: 'none' })
  const found: { value: string; label: string }[] = []
  for (const a of LETTERS)
    for (const b of LETTERS) {
      const code = a + b
      // An old code (UK, YU, ZR…) canonicalises to its successor (GB, RS, CD): only the
      // current one is offered, so a pick never stores a retired code.
      const current = Intl.getCanonicalLocales(`en-${code}`)[0] === `en-${code}`
      const label = NOT_COUNTRIES.has(code) || !current ? undefined : names.of(code)
      if (label) found.push({ value: code, label })
    }
  cached = found.sort((x, y) => x.label.localeCompare(y.label, 'en-GB'))
  return cached
}

/** A country's name for its code; the code itself when the browser does not know it. */
export function countryName(code: string | null | undefined): string {
  if (!code) return ''
  try {
    return new Intl.DisplayNames(['en-GB'], { type: 'region' }).of(code.toUpperCase()) ?? code
  } catch {
    return code
  }
}
