import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { FlagName } from '@/lib/flags'
import { FEATURE_GROUPS } from './feature-groups'
import { FLAG_EFFECTS, type Cell, type FlagEffects, type TestRef } from './test/flag-effects-table'

/**
 * Issue 28: a flag cannot join the Features page without a test of what switching it does
 * (or a stated reason why a place has none), and the table cannot name a test that is gone.
 */
const root = resolve(__dirname, '../../../..')
const PLACES = ['admin', 'investor', 'host'] as const

const table = FLAG_EFFECTS as Partial<Record<FlagName, FlagEffects>>
const effectsOf = (flag: FlagName): FlagEffects | undefined => table[flag]
const refs = (cell: Cell): TestRef[] => (Array.isArray(cell) ? cell : [])

const pageFlags = FEATURE_GROUPS.flatMap((g) => g.flags.map((f) => f.name))

describe('the table of flag effects', () => {
  it.each(pageFlags)(
    '%s: has a test, or a reason, for the admin, the investor portal and the host',
    (flag) => {
      const effects = effectsOf(flag)
      expect(effects, `${flag} has no entry in test/flag-effects-table.ts`).toBeDefined()
      for (const place of PLACES) {
        const cell = effects![place]
        if (Array.isArray(cell)) expect(cell.length, `${flag} ${place}`).toBeGreaterThan(0)
        else
          expect(('na' in cell ? cell.na : cell.gap).length, `${flag} ${place}`).toBeGreaterThan(20)
      }
    },
  )

  it('lists no flag the Features page does not show, and none twice', () => {
    const listed = Object.keys(table)
    expect([...listed].sort()).toEqual([...pageFlags].sort())
  })

  it('names only tests that exist, in files that exist', () => {
    const missing: string[] = []
    for (const [flag, effects] of Object.entries(table)) {
      for (const place of PLACES) {
        for (const { file, test, row } of refs(effects![place])) {
          const path = resolve(root, file)
          const text = existsSync(path) ? readFileSync(path, 'utf8') : ''
          if (!text.includes(row ?? test)) missing.push(`${flag} ${place}: ${file} › ${test}`)
        }
      }
    }
    expect(missing).toEqual([])
  })
})
