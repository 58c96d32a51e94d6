/** SPEC §3: an avatar without an image shows initials on a colour derived from the person. */

/** Up to two initials: first letters of name and surname (or of the first and last word). */
export function avatarInitials(name: string, surname?: string | null): string {
  const words = [...name.trim().split(/\s+/), ...(surname?.trim().split(/\s+/) ?? [])].filter(
    Boolean,
  )
  if (words.length === 0) return '?'
  const first = (w: string) => Array.from(w)[0].toLocaleUpperCase('en-GB')
  return words.length === 1 ? first(words[0]) : first(words[0]) + first(words[words.length - 1])
}

/** FNV-1a: a stable, well-spread index for the same key on every render, device and visit. */
export function avatarColourIndex(key: string | number, paletteSize: number): number {
  let hash = 0x811c9dc5
  for (const ch of String(key)) {
    hash ^= ch.codePointAt(0)!
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return paletteSize > 0 ? hash % paletteSize : 0
}
