import type { Plugin } from 'vite'

interface OutChunk {
  type: 'chunk'
  fileName: string
  name: string
  isEntry: boolean
  imports: string[]
}

/**
 * Fails the build when the entry (what /login loads) statically imports one of `groups`, the
 * portals' shared chunks. The chunking rule (vite.config.ts) reads the entry's imports by path
 * and sees through barrels, so an entry module that takes a portal's export through a barrel
 * would otherwise put a whole portal chunk on the first page without a word.
 */
export function entryKeepsOut(groups: readonly string[]): Plugin {
  return {
    name: 'entry-keeps-out',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle)
          .filter((o): o is typeof o & OutChunk => o.type === 'chunk')
          .map((c) => [c.fileName, c as OutChunk]),
      )
      for (const entry of [...chunks.values()].filter((c) => c.isEntry)) {
        const seen = new Set<string>()
        const queue = [entry.fileName]
        for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
          const chunk = chunks.get(file)
          if (!chunk || seen.has(file)) continue
          seen.add(file)
          if (groups.includes(chunk.name))
            this.error(
              `the entry ${entry.fileName} loads the '${chunk.name}' chunk (${file}): an entry ` +
                `module imports a portal's code through a barrel; import it by its path`,
            )
          queue.push(...chunk.imports)
        }
      }
    },
  }
}
