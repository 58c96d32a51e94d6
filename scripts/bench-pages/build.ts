import { existsSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type Rolldown } from 'vite'
import { MOCK_MODULE } from './config'

/**
 * The app with the in-browser mock, the app for a real API, the bare-stack reference, and
 * `down`: the live build served with a config whose API host refuses connections (not built:
 * a copy of the live build).
 */
export type BuildMode = 'mock' | 'live' | 'bare' | 'down'

/** The reference app (issue 3 §7's bare stack), with its own vite.config.ts. */
const BARE_STACK_DIR = fileURLToPath(new URL('./bare-stack', import.meta.url))
/** The checkout this benchmark lives in: the bare stack resolves its packages from here. */
const BENCH_CHECKOUT = fileURLToPath(new URL('../..', import.meta.url))

export interface Chunk {
  /** Served path, e.g. /assets/index-abc.js. */
  path: string
  /** Source modules with code left in the chunk, relative to the root (node_modules/… kept). */
  modules: string[]
  /** The same, absolute, for the pattern checks. */
  moduleIds: string[]
}

export interface AppBuild {
  mode: BuildMode
  dir: string
  chunks: Map<string, Chunk>
}

/**
 * A production build of the app with Vite's own config (vite.config.ts in `root`), written to
 * `outDir`. Live: VITE_API_MODE=live, exactly what a deployer sets, so boot.ts's inline
 * check drops the mock chunk. Bare: the reference app in bare-stack/ (always this checkout's,
 * whatever `root` is), built the same way with its config, which takes the app's settings.
 *
 * Which modules each chunk holds comes from the bundler's output (rolldown's per-chunk module
 * list, with how much of each module survived tree-shaking). That is exact where reading
 * Vite's manifest is not (it names only a chunk's entry module, and nothing inside shared
 * chunks) and where scanning minified code for markers would be a guess.
 */
export async function buildApp(root: string, mode: BuildMode, outDir: string): Promise<AppBuild> {
  const saved = process.env.VITE_API_MODE
  if (mode === 'live') process.env.VITE_API_MODE = 'live'
  else delete process.env.VITE_API_MODE
  let result: Awaited<ReturnType<typeof build>>
  try {
    result = await build({
      root: mode === 'bare' ? BARE_STACK_DIR : root,
      mode: 'production',
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    })
  } finally {
    if (saved === undefined) delete process.env.VITE_API_MODE
    else process.env.VITE_API_MODE = saved
  }
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[]
  const base = mode === 'bare' ? BENCH_CHECKOUT : root
  const chunks = new Map<string, Chunk>()
  for (const item of outputs.flatMap((o) => o.output)) {
    if (item.type !== 'chunk') continue
    const kept = Object.entries(item.modules)
      .filter(([, m]) => m.renderedLength > 0)
      .map(([id]) => id.replace(/^\0/, ''))
    chunks.set(`/${item.fileName}`, {
      path: `/${item.fileName}`,
      moduleIds: kept,
      modules: kept.map((id) => (id.startsWith('/') ? relative(base, id) : id)),
    })
  }
  if (chunks.size === 0) throw new Error(`${mode} build produced no JavaScript chunks`)
  return { mode, dir: outDir, chunks }
}

/** Problems that make a live build unfit to ship: any mock module, any mock file copied in. */
export function liveBuildLeaks(app: AppBuild): { chunks: string[]; files: string[] } {
  const chunks = [...app.chunks.values()]
    .filter((c) => c.moduleIds.some((id) => MOCK_MODULE.test(id)))
    .map(
      (c) =>
        `${c.path} (${c.modules.filter((m) => MOCK_MODULE.test('/' + m)).length} mock modules)`,
    )
  // public/ is copied as is: the worker script and the seed images come along unless excluded.
  const files = ['mockServiceWorker.js', 'seed'].filter((f) => existsSync(join(app.dir, f)))
  return { chunks, files }
}
