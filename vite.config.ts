/// <reference types="vitest/config" />
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { availableParallelism } from 'node:os'
import { readdirSync, readFileSync } from 'node:fs'
import { MOCK_HOST_FIRST } from './src/app/first-page-chunks.ts'
import { firstPageSources, MOCK_HOST_SOURCE } from './src/app/first-page-chunk-sources.ts'
import { MOCK_WORKER_URL } from './mocks/browser/worker-url.ts'
import { firstPagePreload } from './scripts/vite/first-page-preload.ts'
import { entryKeepsOut } from './scripts/vite/entry-keeps-out.ts'
import { prebuiltSeed } from './scripts/vite/prebuilt-seed.ts'
import { barrelImports } from './scripts/vite/barrel-imports.ts'

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url))

const TEST_ROOTS = ['src', 'mocks', 'openapi', 'scripts']
/** The libraries every page runs, in one long-cached chunk (see `framework` below). */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack|axios|styled-components|stylis|@emotion)[\\/]/
const PORTAL_QUERY_HOOKS =
  /@tanstack[\\/](react-query[\\/]build[\\/]modern[\\/](useQueries|useMutationState|useIsFetching)|query-core[\\/]build[\\/]modern[\\/]queriesObserver)\./
const TEST_FILE = /\.test\.tsx?$/
/** What keeps a test file isolated: a DOM, or globals and timers it changes for its own run. */
const ISOLATED = /@vitest-environment dom|useFakeTimers|globalThis|stubGlobal|WebSocket/

/**
 * The test files that run without a DOM and leave the process as they found it: the mock
 * host, the contract, the scripts and the pure lib modules. They keep no global state between
 * files (each builds its own host and client), so they share their worker's module graph
 * instead of importing the mock engine and seed afresh per file: on two busy cores the 124 of
 * them took 487 s together, against 738 s for only the 51 mock files isolated.
 */
function nodeTestFiles(): string[] {
  return TEST_ROOTS.flatMap((root) =>
    readdirSync(r(`./${root}`), { recursive: true, encoding: 'utf8' })
      .filter((f) => TEST_FILE.test(f) && !f.includes('node_modules'))
      .map((f) => `${root}/${f.split('\\').join('/')}`)
      .filter((f) => !ISOLATED.test(readFileSync(r(`./${f}`), 'utf8'))),
  )
}

type ChunkingContext = { getModuleInfo(id: string): ModuleInfo | null }
type ModuleInfo = { importers: string[]; dynamicImporters: string[]; isEntry: boolean }

/** Where each portal begins: its area and route table, and its folder (src/admin, src/investor). */
const PORTAL_ROOTS: [RegExp, string][] = [
  [/[\\/]src[\\/](app[\\/]areas[\\/]admin|admin[\\/])/, 'admin'],
  [/[\\/]src[\\/](app[\\/](areas[\\/]investor|investor-routes)|investor[\\/])/, 'investor'],
]

/** Answers of inEntry, per module of one chunking pass (its module infos are reused in it). */
const entryMemo = new WeakMap<ModuleInfo, boolean>()

/**
 * A barrel (src/ui's, and src/lib's index.ts files) re-exports a family of modules, so an
 * import through one says nothing about what the entry loads: our modules are free of side
 * effects (treeshake below), so the bundler keeps in the entry only what it uses. Counting
 * barrels as imports left ~10 modules the portals share (the page decoder, roles, terminology
 * defaults, post-login...) out of every group, each a file of a few hundred bytes that the
 * portal pages fetched last over HTTP/1.1's six connections (issue 9). The entry's own modules
 * import src/ui's parts by path (src/app/router.tsx, providers.tsx), and the parts /login
 * renders are in `session-ui` (below). The benchmark's /login weight budget fails if a portal
 * chunk ever rides along. Since the build rewrites named imports past barrels (barrelImports),
 * only a namespace import or a name a barrel declares itself still goes through one.
 */
const BARREL = /[\\/]src[\\/](ui|lib)[\\/](.+[\\/])?index\.ts$/

/**
 * The mock's modules, as importers. A live-only build (VITE_API_MODE=live) drops boot.ts's
 * mock branch as dead code, so what only the mock imports from the entry (the first visit's
 * settings answer needs src/lib/settings/flag-names) is not in that build's entry, and must
 * not be counted as such: it would leave its portal chunk for a file of its own.
 */
const MOCK_IMPORTER = /[\\/]mocks[\\/]/

/** Whether the entry's static imports reach `id` (then it loads with every page, /login too). */
function inEntry(id: string, ctx: ChunkingContext): boolean {
  const liveOnly = process.env.VITE_API_MODE === 'live'
  const start = ctx.getModuleInfo(id)
  if (!start) return false
  const known = entryMemo.get(start)
  if (known !== undefined) return known
  const seen = new Set([id])
  const queue = [id]
  let found = false
  for (let next = queue.pop(); next !== undefined && !found; next = queue.pop()) {
    const info = ctx.getModuleInfo(next)
    if (!info) continue
    found = info.isEntry
    for (const importer of info.importers) {
      if (seen.has(importer) || BARREL.test(importer)) continue
      if (liveOnly && MOCK_IMPORTER.test(importer)) continue
      seen.add(importer)
      queue.push(importer)
    }
  }
  entryMemo.set(start, found)
  return found
}

const rootOf = (id: string) => PORTAL_ROOTS.find(([pattern]) => pattern.test(id))?.[1]

/** The lazily imported modules (each the start of a chunk) whose static imports reach `id`. */
function lazyStarts(id: string, ctx: ChunkingContext, seen = new Set<string>()): Set<string> {
  const found = new Set<string>()
  if (seen.has(id)) return found
  seen.add(id)
  const info = ctx.getModuleInfo(id)
  if (!info) return found
  if (info.dynamicImporters.length > 0) found.add(id)
  for (const importer of info.importers)
    for (const start of lazyStarts(importer, ctx, seen)) found.add(start)
  return found
}

/**
 * Which portal a lazy chunk serves: its own place (a portal's area, route table or feature),
 * else that of whoever imports it lazily (an investor page's feature, a page's lazy charts);
 * 'other' for the logged-out pages, the error pages and the mock host, imported from the entry.
 */
function portalOf(start: string, ctx: ChunkingContext, seen = new Set<string>()): Set<string> {
  const own = rootOf(start)
  if (own) return new Set([own])
  const found = new Set<string>()
  if (seen.has(start)) return found
  seen.add(start)
  for (const importer of ctx.getModuleInfo(start)?.dynamicImporters ?? []) {
    if (inEntry(importer, ctx) && !rootOf(importer)) found.add('other')
    else
      for (const from of lazyStarts(importer, ctx))
        for (const portal of portalOf(from, ctx, seen)) found.add(portal)
  }
  return found
}

/** The modules that declare routes: what they import lazily is a page (or an area). */
const ROUTE_TABLES = /[\\/]src[\\/]app[\\/](route-chunks|investor-routes|router)\.tsx?$/

/**
 * A page's lazy part (charts, realtime, the PDF stamp, the rich-text editor, the mock host): a
 * lazy start no route table imports. The page paints without it and loads it afterwards.
 */
const isLazyPart = (start: string, ctx: ChunkingContext) =>
  !(ctx.getModuleInfo(start)?.dynamicImporters ?? []).some((i) => ROUTE_TABLES.test(i))

/** A portal's area and route table: every page of that portal loads them first. */
const PORTAL_FRAME = /[\\/]src[\\/]app[\\/](areas[\\/](admin|investor)-area|investor-routes)\.tsx?$/

/** A portal's shell, imported lazily by the route table (src/app/route-chunks.ts). */
const PORTAL_SHELL = /[\\/]src[\\/](admin|investor)[\\/]shell[\\/]index\.ts$/

/** The chunk a module belongs in (see the group's comment below), or null: the bundler's. */
function portalChunk(id: string, ctx: ChunkingContext): string | null {
  if (inEntry(id, ctx)) return null
  // Half a kB each: a file of their own would be one more round trip on every portal page.
  if (PORTAL_FRAME.test(id)) return rootOf(id) ?? null
  const starts = lazyStarts(id, ctx)
  // A portal's shell (layout, guard, landing page) loads with every page of that portal too.
  const shells = new Set([...starts].map((s) => PORTAL_SHELL.exec(s)?.[1]))
  const [shell] = shells
  if (shells.size === 1 && shell) return shell
  // Code of one lazy chunk only stays in it: a page evaluates only its own code.
  if (starts.size < 2) return null
  // Code only lazy parts share (recharts for both portals' charts) must not ride in a chunk
  // every page loads first: the bundler gives it a chunk of its own, fetched with the part.
  if ([...starts].every((s) => isLazyPart(s, ctx))) return null
  const from = new Set([...starts].flatMap((s) => [...portalOf(s, ctx)]))
  const portals = ['admin', 'investor'].filter((p) => from.has(p))
  if (portals.length === 0) return null
  if (from.has('other')) return 'shared'
  return portals.length === 2 ? 'portal' : portals[0]
}

export default defineConfig({
  plugins: [
    react(),
    {
      // The in-browser host's cookie jar needs one tldts function, not its public-suffix list
      // (mocks/browser/tldts-lite.ts); only the build swaps it, tests keep the real one.
      name: 'mock-host-tldts-lite',
      apply: 'build',
      enforce: 'pre',
      resolveId: (id, importer) =>
        id === 'tldts' && importer?.includes('tough-cookie')
          ? r('./mocks/browser/tldts-lite.ts')
          : null,
    },
    // The first page's route chunks download beside the entry, not after it has run (issue 9).
    firstPagePreload(
      r('.'),
      firstPageSources(),
      // In mock mode a portal page needs the in-browser host's code as soon as the config says so.
      { module: MOCK_HOST_SOURCE, paths: MOCK_HOST_FIRST, worker: MOCK_WORKER_URL },
    ),
    // The portal chunks below must never reach the first page (see BARREL).
    entryKeepsOut(['portal', 'shared', 'admin', 'investor']),
    prebuiltSeed(r('.')),
    // Before the chunking rule reads the module graph: imports name their modules, not barrels.
    barrelImports(),
  ],
  resolve: {
    alias: { '@': r('./src'), '@mocks': r('./mocks') },
  },
  // The mock's seed worker (mocks/browser/seed-worker.ts) is a module worker, in dev as in builds.
  worker: { format: 'es' },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  // The in-browser mock host (seed data, faker's en_GB locale) is one lazy chunk loaded only in
  // mock mode; app chunks are budgeted by the page benchmark, not by this warning.
  build: {
    chunkSizeWarningLimit: 1500,
    // Every browser the app supports has modulepreload; the polyfill was 1 kB of the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // A dynamic import of a module others import statically splits nothing: the lazy load a
      // reader expects silently is not there. Fail the build rather than print a warning.
      onLog(level, log, handler) {
        if (log.code === 'INEFFECTIVE_DYNAMIC_IMPORT') throw new Error(log.message)
        handler(level, log)
      },
      // Our own modules only declare things (components, styled(), helpers): importing one for a
      // single export must not drag the rest of a barrel (src/ui's DOMPurify, tables, modal)
      // into the first page. CSS and node_modules keep their declared side effects.
      output: {
        codeSplitting: {
          groups: [
            {
              // The framework every page needs, in one long-cached chunk: compressed once rather
              // than as a dozen small files, and untouched by app releases.
              name: 'framework',
              // Less the query hooks only the portals call: a module sits in one chunk, and
              // this one is part of /login (issue 3 §7's budget).
              test: (id: string) => FRAMEWORK.test(id) && !PORTAL_QUERY_HOOKS.test(id),
            },
            // Those hooks as one file beside the portals' chunks, not three small ones.
            { name: 'query-hooks', test: PORTAL_QUERY_HOOKS },
            {
              // What the first page (/login) needs besides the entry, as one file instead of
              // nine small ones: the pieces compress together (their styled-components
              // templates repeat), which keeps /login inside its budget (issue 3 §7).
              name: 'session-ui',
              // Only the field and form modules /login renders: the others (select, money, file...)
              // would otherwise ride along to every first visit.
              test: /src[\\/](app[\\/]pages[\\/]login\.|lib[\\/](session[\\/](use-login|login-api)|api[\\/]use-waiting-for-host|idle\.)|ui[\\/](field[\\/](field|field-styles|described-by|text-field)\.|form[\\/](form|form-error|use-form-submit|host-starting-notice)\.|primitives[\\/](visually-hidden|spinner)|button[\\/](button|button-styles)\.)|shared[\\/]session[\\/](layout|components|forms[\\/](auth-location-state|submit-message|use-auth-submit|use-fields)\.|paths))/,
            },
            {
              // One shared chunk per portal (issue 9). Left to itself the bundler gives every
              // set of lazy routes that shares a module its own chunk: ~35 files of a few
              // hundred bytes per portal page, which HTTP/1.1's six connections fetch in waves
              // of one round trip each (165 ms apiece on Fast 4G). Fewer, larger files cost
              // less than that even when a page downloads a few kB it does not run. The rule:
              // - a lazy page's (feature's) own code stays in its own chunk, so a page
              //   evaluates little beyond what it shows;
              // - code several lazy chunks share goes to one chunk by who shares it: `admin`
              //   (only the admin portal), `investor` (only the investor portal), `portal`
              //   (both), `shared` (a portal and the pages outside them: the error and session
              //   pages, a page's own lazy parts such as charts);
              // - the entry (/login) keeps its own, and code no portal reaches is left to the
              //   bundler, so /login never downloads a portal;
              // - so is code only a page's lazy parts reach (imported with import() from
              //   anywhere but a route table: charts, realtime, the PDF stamp), so no page
              //   waits for a part it paints without.
              // Which portal is decided by where a module is reached from, not by listing
              // folders: a new admin area (src/admin/*, a lazy route) gets its own
              // chunk and shares `admin` and `portal` with no change here. A module's reach is
              // read past barrels: the build imports each name from its own module
              // (scripts/vite/barrel-imports.ts), so one helper taken through `@/ui` no longer
              // counts as reaching all of src/ui (the `shared` chunk: 233 -> 107 kB).
              name: portalChunk,
              debugName: 'portal chunks',
              // Only the modules portalChunk names: their imports that the entry already holds
              // must stay there, or the entry would import a portal chunk.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
      treeshake: {
        moduleSideEffects: (id: string) => !/\/(src|mocks)\/.*\.tsx?$/.test(id),
      },
    },
  },
  test: {
    globals: true,
    environment: 'node',
    // Two projects in one run and one pool: the DOM tests each in a fresh module graph (React
    // trees, query clients and the router keep module state), the node tests sharing one.
    projects: [
      { extends: true, test: { name: 'shared', include: nodeTestFiles(), isolate: false } },
      {
        extends: true,
        test: {
          name: 'isolated',
          include: TEST_ROOTS.map((root) => `${root}/**/*.test.{ts,tsx}`),
          exclude: ['**/node_modules/**', ...nodeTestFiles()],
        },
      },
    ],
    // `@vitest-environment dom`: happy-dom, loaded from one bundled file (src/test/dom-environment.ts).
    alias: { 'vitest-environment-dom': r('./src/test/dom-environment.ts') },
    setupFiles: ['./src/test/setup.ts'],
    globalSetup: [
      './mocks/testing/seed-snapshot.global.ts',
      './src/test/happy-dom-bundle.global.ts',
    ],
    // A section's first test imports its whole lazy chunk (and Quill, recharts) on demand: on
    // two cores with both workers busy that alone has taken 15-25 s. A passing test is not
    // slowed by a longer limit; only a hung one is.
    testTimeout: 60000,
    hookTimeout: 60000,
    // `npm run test:unit` starts Node with --max-opt=1 (V8's baseline tier only): an isolated
    // file's worker runs a second or two, too short for optimised code to repay compiling it on
    // the same two cores. Alternated runs: 28 DOM files 70/71 s against 75/73 s without; the
    // engine's node tests 7.7 s against 9.6 s.
    pool: 'threads',
    // Vitest's default leaves a core to its main thread (cores - 1), i.e. ONE worker on CI's
    // two cores, with the other core mostly idle: the main thread only transforms and reports.
    // Each file runs isolated in its worker, so a second one shares out the same work: a sample
    // of 8 files took 410 s with one worker and 237 s with two, for 63 s and 58 s of CPU.
    maxWorkers: availableParallelism(),
  },
})
