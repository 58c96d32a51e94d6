/** SPEC §9: the badge shows up to two digits; 100 or more reads "99+". */
export const BADGE_MAX = 99

/** The bell badge's text, or null when there is nothing unread (no badge at all). */
export function badgeLabel(count: number | null | undefined): string | null {
  if (count === null || count === undefined || !Number.isFinite(count) || count < 1) return null
  const whole = Math.floor(count)
  return whole > BADGE_MAX ? `${BADGE_MAX}+` : String(whole)
}
