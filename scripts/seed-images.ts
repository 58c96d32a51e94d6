import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gallery, hero, logo, portrait } from './seed-images/art'

/**
 * Writes the mock seed's pictures into public/seed/ (served as /seed/<name>.svg), so that the
 * app, the mock host and CI never fetch an image from a third-party host. The output is
 * deterministic and committed; rerun with `npx tsx scripts/seed-images.ts` after changing the
 * art. The counts must match SEED_IMAGE_COUNTS in mocks/seed/images.ts.
 */

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'seed')

const SETS: [prefix: string, count: number, draw: (i: number) => string][] = [
  ['hero', 24, hero],
  ['logo', 24, logo],
  ['gallery', 12, gallery],
  ['person', 24, portrait],
]

mkdirSync(OUT, { recursive: true })
// Start clean so that a lowered count leaves no stale files behind.
for (const name of readdirSync(OUT)) if (name.endsWith('.svg')) rmSync(join(OUT, name))

let bytes = 0
let files = 0
for (const [prefix, count, draw] of SETS) {
  for (let i = 0; i < count; i++) {
    const source = draw(i)
    writeFileSync(join(OUT, `${prefix}-${String(i + 1).padStart(2, '0')}.svg`), source)
    bytes += Buffer.byteLength(source)
    files++
  }
}
console.log(`public/seed: ${files} SVG files, ${(bytes / 1024).toFixed(1)} KiB`)
