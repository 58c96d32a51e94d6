import { existsSync, readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { Database } from '../db/db'
import { seedDatabase } from '.'
import { SEED_IMAGE_COUNTS, seedImage } from './images'

const PUBLIC = fileURLToPath(new URL('../../public', import.meta.url))

/** Every column the UI loads as an image, by table. */
const IMAGE_COLUMNS: Record<string, string[]> = {
  'investment-opportunities': ['hero_image', 'logo'],
  galleries: ['image_url'],
  'team-images': ['image_url'],
  users: ['avatar'],
}

describe('seed images', () => {
  it('has exactly the files scripts/seed-images.ts writes', () => {
    const files = readdirSync(`${PUBLIC}/seed`).filter((f) => f.endsWith('.svg'))
    const expected = Object.entries(SEED_IMAGE_COUNTS).flatMap(([kind, count]) =>
      Array.from({ length: count }, (_, i) =>
        seedImage(kind as keyof typeof SEED_IMAGE_COUNTS, i).slice('/seed/'.length),
      ),
    )
    expect(files.sort()).toEqual(expected.sort())
  })

  it('wraps round a set', () => {
    expect(seedImage('hero', 6)).toBe('/seed/hero-07.svg')
    expect(seedImage('gallery', 12)).toBe('/seed/gallery-01.svg')
    expect(seedImage('person', -1)).toBe('/seed/person-24.svg')
  })

  it('points every image column of the seed at a local file, never at another host', async () => {
    const db = new Database()
    await seedDatabase(db, 'normal')
    const used = new Set<string>()
    for (const [table, columns] of Object.entries(IMAGE_COLUMNS)) {
      for (const row of db.table(table).all()) {
        for (const column of columns) {
          const value = row[column]
          if (value === null) continue
          expect(value).toMatch(/^\/seed\/[a-z]+-\d{2}\.svg$/)
          used.add(String(value))
        }
      }
    }
    for (const url of used) expect(existsSync(`${PUBLIC}${url}`), url).toBe(true)
    // Most investors have no avatar (the UI shows initials), some a portrait.
    const avatars = db.table('users').where((u) => u.avatar !== null).length
    expect(avatars).toBeGreaterThan(0)
    expect(avatars).toBeLessThan(db.table('users').count() / 4)
    const text = JSON.stringify(db.snapshot())
    expect(text).not.toMatch(/picsum\.photos|pravatar\.cc|githubusercontent\.com/)
  })
})
