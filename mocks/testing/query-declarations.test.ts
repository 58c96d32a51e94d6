import { describe, expect, it } from 'vitest'
import { parseQueryDeclaration, queryDeclarations } from '../../scripts/openapi/query-declarations'
import { registry } from '../resources'

const sorted = (names: Iterable<string>) => [...names].sort()

/**
 * openapi/ says in prose what each family's list allows; the mock enforces its declarations
 * (mocks/resources). They must say the same, or the app's contract test (which reads openapi)
 * and the mock (which answers 400) disagree.
 */
describe('the query parameters openapi/ declares per family', () => {
  const declarations = [...queryDeclarations().values()]

  it('covers every family the mock serves', () => {
    expect(declarations.length).toBeGreaterThan(50)
    for (const { family } of declarations)
      expect([family, registry.family(family) !== undefined]).toEqual([family, true])
  })

  it.each(declarations.map((d) => [d.family, d] as const))(
    '%s: as the mock enforces',
    (family, decl) => {
      const def = registry.family(family)!
      const kinds = new Map<string, string>([
        ...(def.filters?.exact ?? []).map((n) => [n, 'exact'] as const),
        ...(def.filters?.partial ?? []).map((n) => [n, 'partial'] as const),
        ...Object.keys(def.filters?.scopes ?? {}).map((n) => [n, 'scope'] as const),
      ])
      expect(sorted([...decl.filters].map(([n, k]) => `${k} ${n}`))).toEqual(
        sorted([...kinds].map(([n, k]) => `${k} ${n}`)),
      )
      expect(sorted(decl.sorts)).toEqual(sorted(def.sorts ?? []))
      expect(decl.defaultSort).toBe(def.defaultSort ?? null)
      expect(sorted(decl.includes)).toEqual(sorted(Object.keys(def.includes ?? {})))
      expect(sorted(decl.appends)).toEqual(sorted(Object.keys(def.appends ?? {})))
      expect(sorted(decl.types)).toEqual(sorted(Object.keys(def.types ?? {})))
    },
  )

  it('reads the prose: kinds, asides, nested parentheses and the default sort', () => {
    const decl = parseQueryDeclaration(
      'x',
      [
        'Filters: exact `id`, `status` (1 Draft, 2 Live); partial `name`; scope `active` (`1`: open',
        '  (not `cancelled`), `0`: cancelled).',
        'Sorts: `id`, `name`. Default `-created_at`.',
        'Includes: `owner` (with its `pivot`), `notes` (to-many ones also as `<name>Count`).',
        'Types (`?type=`): `live`, `existing` (`live` stages 1-4).',
        'Staff: `not_a_filter`.',
      ].join('\n'),
    )
    expect([...decl.filters]).toEqual([
      ['id', 'exact'],
      ['status', 'exact'],
      ['name', 'partial'],
      ['active', 'scope'],
    ])
    expect(decl.sorts).toEqual(['id', 'name'])
    expect(decl.defaultSort).toBe('-created_at')
    expect(decl.includes).toEqual(['owner', 'notes'])
    expect(decl.types).toEqual(['live', 'existing'])
  })
})
