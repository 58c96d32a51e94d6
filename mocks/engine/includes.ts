import type { ResourceDef } from './types'
import type { Registry } from './registry'
import { invalidInclude } from './bad-query'

/** Which relations, counts and exists flags to load, nested as requested (`a.b.c`). */
export interface IncludeTree {
  relations: Map<string, IncludeTree>
  counts: Set<string>
  exists: Set<string>
}

export const emptyTree = (): IncludeTree => ({
  relations: new Map(),
  counts: new Set(),
  exists: new Set(),
})

export function allowedIncludes(def: ResourceDef): string[] {
  const names = Object.keys(def.includes ?? {})
  return [...names, ...names.map((n) => `${n}Count`), ...names.map((n) => `${n}Exists`)]
}

/** Parse `include=` against the declarations; an unknown path is spatie's 400. */
export function parseIncludes(
  def: ResourceDef,
  requested: string[],
  registry: Registry,
): IncludeTree {
  const root = emptyTree()
  const bad: string[] = []
  for (const path of requested) {
    let node = root
    let current: ResourceDef | undefined = def
    const parts = path.split('.')
    let ok = true
    parts.forEach((part, i) => {
      if (!ok) return
      const rels = current?.includes ?? {}
      const last = i === parts.length - 1
      if (last && part.endsWith('Count') && rels[part.slice(0, -5)]) {
        node.counts.add(part.slice(0, -5))
        return
      }
      if (last && part.endsWith('Exists') && rels[part.slice(0, -6)]) {
        node.exists.add(part.slice(0, -6))
        return
      }
      const rel = rels[part]
      if (!rel) {
        ok = false
        return
      }
      let child = node.relations.get(part)
      if (!child) node.relations.set(part, (child = emptyTree()))
      node = child
      current = registry.forTable(rel.related)
    })
    if (!ok) bad.push(path)
  }
  if (bad.length) throw invalidInclude(bad, allowedIncludes(def))
  return root
}
