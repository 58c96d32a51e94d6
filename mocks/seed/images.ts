/**
 * The seed's pictures are our own SVGs in public/seed/ (written by scripts/seed-images.ts), served
 * by the app itself: the product and CI run offline, so nothing may point at a third-party host.
 */
export const SEED_IMAGE_COUNTS = { hero: 24, logo: 24, gallery: 12, person: 24 } as const

export type SeedImageKind = keyof typeof SEED_IMAGE_COUNTS

/** The app-relative URL of picture `n` (from 0, wrapping round the set), e.g. /seed/hero-07.svg. */
export function seedImage(kind: SeedImageKind, n: number): string {
  const count = SEED_IMAGE_COUNTS[kind]
  const index = (((Math.trunc(n) % count) + count) % count) + 1
  return `/seed/${kind}-${String(index).padStart(2, '0')}.svg`
}
