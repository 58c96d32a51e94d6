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
export interface MockHostPreload {
  /** The in-browser host's module; a build without its chunk (live-only) preloads nothing. */
  module: string
  /** The pages that start the host at once (src/app/first-page-chunks.ts MOCK_HOST_FIRST). */
  paths: RegExp
  /** The script of the host's service worker, from the site's root. */
  worker: string
}

export function firstPagePreload(
  root: string,
  table: readonly FirstPageRow[],
  mockHost?: MockHostPreload,
): Plugin {
  let base = '/'
  let buildMode = ''
  return {
    name: 'first-page-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base
      buildMode = String(config.env.VITE_API_MODE ?? '')
        .trim()
        .toLowerCase()
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
        const findChunk = (module: string) => {
          const id = resolve(root, module)
          return (
            chunks.find((c) => c.facadeModuleId === id) ??
            chunks.find((c) => c.moduleIds.includes(id))
          )
        }
        const chunkOf = (module: string) => {
          const found = findChunk(module)
          if (!found) throw new Error(`first-page-preload: no chunk holds ${module}`)
          return found
        }
        // What the chunks need beyond the entry, largest first: over HTTP/1.1's six
        // connections the big files must not wait behind a wave of tiny ones.
        const filesOf = (found: OutChunk[]) => {
          const files = new Set<string>()
          for (const c of found) for (const f of closure(c)) if (!loaded.has(f)) files.add(f)
          return [...files]
            .sort((a, b) => byFile.get(b)!.code.length - byFile.get(a)!.code.length)
            .map((f) => base + f)
        }
        const rows = table.map(
          ([pattern, modules]) => [pattern.source, filesOf(modules.map(chunkOf))] as const,
        )
        // Plain ES5 in the page: it runs before any of the app's code.
        const add =
          `function a(fs){fs.forEach(function(f){var l=document.createElement('link');` +
          `l.rel='modulepreload';l.crossOrigin='';l.href=f;document.head.appendChild(l)})}`
        let code =
          `(function(p,t){${add}for(var i=0;i<t.length;i++)if(new RegExp(t[i][0]).test(p)){` +
          `a(t[i][1]);break}`
        const host = mockHost && findChunk(mockHost.module)
        if (host && mockHost && buildMode !== 'live') {
          // The mode is the config file's, else the build's, else mock (src/lib/config). A
          // page the mock's service worker controls is a returning visit of mock mode: its
          // host is asked for at once, a config round trip sooner, on the bet that the mode
          // has not changed since (when it has, one visit fetches the host for nothing).
          const fallback = JSON.stringify(buildMode || 'mock')
          const worker = JSON.stringify(mockHost.worker)
          code +=
            `var c=window.__configFile,h=${JSON.stringify(filesOf([host]))};` +
            `if(c&&new RegExp(${JSON.stringify(mockHost.paths.source)}).test(p)){` +
            `var w=navigator.serviceWorker&&navigator.serviceWorker.controller;` +
            `if(w&&new URL(w.scriptURL).pathname===${worker})a(h);` +
            `else c.then(function(f){var m=f&&typeof f.apiMode==='string'?` +
            `f.apiMode.trim().toLowerCase():'';if((m||${fallback})==='mock')a(h)})}`
        }
        code += `})(location.pathname,${JSON.stringify(rows)})`
        return [{ tag: 'script', children: code, injectTo: 'head' }]
      },
    },
  }
}
