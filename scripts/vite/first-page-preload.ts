import { resolve } from 'node:path'
import type { Plugin } from 'vite'

/** A row of src/app/first-page-chunks.ts: a path pattern and the modules of its chunks. */
export type FirstPageRow = readonly [RegExp, readonly string[]]

interface OutChunk {
  type: 'chunk'
  fileName: string
  isEntry: boolean
  facadeModuleId: string | null
  moduleIds: string[]
  imports: string[]
  code: string
}

/**
 * Writes the first page's route chunks into index.html as `<link rel="modulepreload">`, chosen
 * by the visited path in a small inline script. Without it they are asked for only once the
 * entry has downloaded and run (route-chunks.ts preloadRoute), a wave of round trips later
 * (issue 9: ~400 ms on a slow phone). Each route chunk comes with the files it imports, less
 * those the entry already loads (Vite preloads those itself). A module the table names that
 * the build has no chunk for fails the build: the table must not rot silently.
 */
export function firstPagePreload(root: string, table: readonly FirstPageRow[]): Plugin {
  let base = '/'
  return {
    name: 'first-page-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle) return
        const chunks = Object.values(ctx.bundle).filter(
          (c): c is typeof c & OutChunk => c.type === 'chunk',
        )
        const byFile = new Map(chunks.map((c) => [c.fileName, c]))
        const closure = (start: OutChunk, into = new Set<string>()) => {
          if (into.has(start.fileName)) return into
          into.add(start.fileName)
          for (const f of start.imports) {
            const next = byFile.get(f)
            if (next) closure(next, into)
          }
          return into
        }
        const entry = chunks.find((c) => c.isEntry)
        if (!entry) return
        const loaded = closure(entry)
        const chunkOf = (module: string) => {
          const id = resolve(root, module)
          const found =
            chunks.find((c) => c.facadeModuleId === id) ??
            chunks.find((c) => c.moduleIds.includes(id))
          if (!found) throw new Error(`first-page-preload: no chunk holds ${module}`)
          return found
        }
        const rows = table.map(([pattern, modules]) => {
          const files = new Set<string>()
          for (const m of modules)
            for (const f of closure(chunkOf(m))) if (!loaded.has(f)) files.add(f)
          // Largest first: over HTTP/1.1's six connections the big files must not wait behind
          // a wave of tiny ones.
          const bySize = [...files].sort(
            (a, b) => byFile.get(b)!.code.length - byFile.get(a)!.code.length,
          )
          return [pattern.source, bySize.map((f) => base + f)] as const
        })
        // Plain ES5 in the page: it runs before any of the app's code.
        const code =
          `(function(p,t){for(var i=0;i<t.length;i++)if(new RegExp(t[i][0]).test(p)){` +
          `t[i][1].forEach(function(f){var l=document.createElement('link');` +
          `l.rel='modulepreload';l.crossOrigin='';l.href=f;document.head.appendChild(l)});return}})` +
          `(location.pathname,${JSON.stringify(rows)})`
        return [{ tag: 'script', children: code, injectTo: 'head' }]
      },
    },
  }
}
