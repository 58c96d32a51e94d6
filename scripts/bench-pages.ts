/**
 * `npm run bench:pages`: what the login page and the two portals cost a visitor (issue 3 §7).
 * A benchmark, not a test: it prints figures, judges the live /login budgets and exits 1 when
 * a budget is over, /login downloads forbidden code, the live build carries mock code, or a
 * page cannot be measured (so CI may run it; `npm test` does not).
 *
 * Two production builds (mock, and live with VITE_API_MODE=live) in a temp dir, each served
 * by a local static server (scripts/bench-pages/serve.ts); the live one talks to the
 * standalone mock API. The bare-stack reference (scripts/bench-pages/bare-stack: its /login,
 * and /data, a data page's floor) is measured in every run: the budgets and goals are
 * relative to it (scripts/bench-pages/budgets.ts, goals.ts). Whenever live /login is measured,
 * so is /login with the API host down (`down`: the live build, its API a refused port).
 * Chromium with 4x CPU slowdown and DevTools' Fast 4G, a fresh context per run, runs
 * interleaved (one of each page per round) so drift falls on all alike. The mock build's pages
 * are measured on a first visit (a fresh browser: the host installed and seeded inside the
 * timed visit; a portal page is the first one after the first login) and on a returning one
 * (issue 26); see config.ts's visitsOf and measure.ts.
 *
 * `--large-list` measures instead the investors list on the large seed (issue 10,
 * scripts/bench-pages/large-list.ts): the mock build only, no throttling. `--deal-board`, the
 * deal board on the large seed the same way (issue 11, scripts/bench-pages/deal-board.ts).
 * `--detail`, an investor's record with 200 transactions and 100 notes on the default seed
 * (issue 10, scripts/bench-pages/detail.ts). The three share scripts/bench-pages/scenario.ts.
 * `--soak [--soak-pages 200]`, a long session in one tab across both portals: the JS heap,
 * realtime subscriptions and detached DOM nodes at its start and end (issue 27 §8,
 * scripts/bench-pages/soak.ts).
 *
 *   npm run bench:pages -- [--runs 5] [--pages /login,/investor,/admin|investor] [--builds mock,live]
 *                          [--visits first,returning]
 *                          [--root <checkout>] [--large-list] [--deal-board] [--detail]
 *                          [--soak [--soak-pages 200]]
 */
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer, type AddressInfo } from 'node:net'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { buildApp, liveBuildLeaks, type AppBuild, type BuildMode } from './bench-pages/build'
import {
  BARE_DATA_PAGE,
  DEFAULT_PAGES,
  INVESTOR_PAGES,
  PAGES,
  visitsOf,
  type Visit,
} from './bench-pages/config'
import { startLiveApi } from './bench-pages/mock-api'
import type { Browser } from '@playwright/test'
import { launchBrowser, measureRun, type Target } from './bench-pages/measure'
import { report, type PageResult } from './bench-pages/report'
import { serveStatic, type StaticServer } from './bench-pages/serve'
import { measureLargeList, reportLargeList } from './bench-pages/large-list'
import { measureDealBoard, reportDealBoard } from './bench-pages/deal-board'
import { measureDetail, reportDetail } from './bench-pages/detail'
import { measureSoak, reportSoak, SOAK_PAGES } from './bench-pages/soak'

const cleanups: (() => Promise<unknown>)[] = []
let cleaning: Promise<void> | undefined

/** Once, however often asked (npm, tsx and the shell may each pass on a Ctrl-C). */
function cleanUp() {
  cleaning ??= (async () => {
    // Newest first: the browser before the servers it talks to, the temp dir last.
    for (const fn of cleanups.reverse()) await fn().catch(() => undefined)
  })()
  return cleaning
}

/** An origin nothing listens on: connections to it are refused at once. */
async function refusedOrigin(): Promise<string> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  return `http://127.0.0.1:${port}`
}

/** A deployer's live config whose API host (and Pusher host) is down. */
function downConfig(apiUrl: string) {
  const port = Number(new URL(apiUrl).port)
  return {
    apiMode: 'live',
    apiUrl,
    pusherKey: 'mock-key',
    pusherCluster: 'eu',
    pusherHost: '127.0.0.1',
    pusherPort: port,
    pusherTLS: false,
    maintenanceMode: '0',
  }
}

function options() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '5' },
      pages: { type: 'string', default: DEFAULT_PAGES.join(',') },
      builds: { type: 'string', default: 'mock,live' },
      visits: { type: 'string', default: 'first,returning' },
      root: { type: 'string', default: fileURLToPath(new URL('..', import.meta.url)) },
      'large-list': { type: 'boolean', default: false },
      'deal-board': { type: 'boolean', default: false },
      detail: { type: 'boolean', default: false },
      soak: { type: 'boolean', default: false },
      'soak-pages': { type: 'string', default: String(SOAK_PAGES) },
    },
  })
  const runs = Number(values.runs)
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs: ${values.runs}`)
  // `investor` stands for every investor page of the config.
  const asked = values.pages
    .split(',')
    .flatMap((p) => (p.trim() === 'investor' ? INVESTOR_PAGES : [p]))
  const pages = asked.map((p) => {
    const spec = PAGES.find((s) => s.path === p.trim())
    if (!spec) throw new Error(`--pages: no ready marker for ${p} in scripts/bench-pages/config.ts`)
    return spec
  })
  const modes = values.builds.split(',').map((m) => m.trim()) as BuildMode[]
  if (modes.some((m) => !['mock', 'live', 'bare', 'down'].includes(m)))
    throw new Error(`--builds: ${values.builds}`)
  const visits = values.visits.split(',').map((v) => v.trim()) as Visit[]
  if (visits.length === 0 || visits.some((v) => v !== 'first' && v !== 'returning'))
    throw new Error(`--visits: ${values.visits}`)
  // The budgets and goals are relative to the bare stack: it is measured in every run.
  if (!modes.includes('bare')) modes.push('bare')
  // `down` is a copy of the live build, made after it; it has /login only.
  const wantsDown = modes.includes('down') || pages.some((p) => p.path === '/login')
  const ordered: BuildMode[] = modes.filter((m) => m !== 'down')
  if (wantsDown && ordered.includes('live')) ordered.push('down')
  return {
    runs,
    pages,
    visits,
    modes: ordered,
    root: resolve(values.root),
    largeList: values['large-list'],
    dealBoard: values['deal-board'],
    detail: values.detail,
    soak: values.soak ? Number(values['soak-pages']) : 0,
  }
}

/**
 * A single-page scenario (`--large-list`, `--deal-board`, `--detail`): the mock build served
 * alone, one browser; `measure` prints its figures and returns its problems.
 */
async function scenario(
  root: string,
  seed: string,
  measure: (browser: Browser, server: StaticServer) => Promise<string[]>,
) {
  const tmp = await mkdtemp(join(tmpdir(), 'bench-pages-'))
  cleanups.push(() => rm(tmp, { recursive: true, force: true }))
  const app = await buildApp(root, 'mock', join(tmp, 'mock'))
  const browser = await launchBrowser()
  cleanups.push(() => browser.close())
  const server = await serveStatic(app.dir)
  cleanups.push(server.stop)
  console.log(`mock: app on ${server.origin}, in-browser mock, ${seed}`)
  const problems = await measure(browser, server)
  const [load1, load5] = loadavg()
  console.log(
    `
Load average while measuring: ${load1.toFixed(1)} (1 min), ${load5.toFixed(1)} (5 min) ` +
      `on ${cpus().length} CPUs.`,
  )
  if (problems.length) {
    console.log(`\n${problems.length} problem(s):\n  ${problems.join('\n  ')}`)
    process.exitCode = 1
  }
}

/** Issue 10's scenario: the mock build's investors list on the large seed. */
const largeList = (runs: number, root: string) =>
  scenario(root, 'large seed', async (browser, server) =>
    reportLargeList(
      await measureLargeList(browser, server, runs, (r) =>
        console.log(
          `  run: first rows ${r.firstRowsMs.toFixed(0)} ms, keystroke answered in ` +
            `${r.answerMs.toFixed(0)} ms, longest long task ${r.searchLongTaskMs.toFixed(0)} ms`,
        ),
      ),
    ),
  )

/** Issue 11's scenario: the mock build's deal board on the large seed. */
const dealBoard = (runs: number, root: string) =>
  scenario(root, 'large seed', async (browser, server) =>
    reportDealBoard(
      await measureDealBoard(browser, server, runs, (r) =>
        console.log(
          `  run: first cards ${r.firstCardsMs.toFixed(0)} ms, longest long task scrolling ` +
            `${r.scrollLongTaskMs.toFixed(0)} ms, keyboard move ${r.moveMs.toFixed(0)} ms ` +
            `(longest long task ${r.moveLongTaskMs.toFixed(0)} ms)`,
        ),
      ),
    ),
  )

/** Issue 10's detail page: an investor with 200 transactions and 100 notes. */
const detail = (runs: number, root: string) =>
  scenario(root, 'default seed', async (browser, server) =>
    reportDetail(
      await measureDetail(browser, server, runs, ({ transactions: t, notes: n }) =>
        console.log(
          `  run: transactions first rows ${t.firstMs.toFixed(0)} ms, longest long task ` +
            `load/scroll/paging ${t.loadLongTaskMs.toFixed(0)}/${t.scrollLongTaskMs.toFixed(0)}/` +
            `${t.pagingLongTaskMs.toFixed(0)} ms, loaded again ${t.again.firstMs.toFixed(0)} ms ` +
            `(long task ${t.again.loadLongTaskMs.toFixed(0)} ms); ` +
            `notes first entries ${n.firstMs.toFixed(0)} ms, ` +
            `load/scroll ${n.loadLongTaskMs.toFixed(0)}/${n.scrollLongTaskMs.toFixed(0)} ms`,
        ),
      ),
    ),
  )

/** Issue 27 §8: a long session in one tab, its heap, subscriptions and detached nodes. */
const soak = (pages: number, root: string) =>
  scenario(root, 'default seed', async (browser, server) =>
    reportSoak(await measureSoak(browser, server, pages, (line) => console.log(line))),
  )

async function main() {
  const opts = options()
  const { runs, pages, modes, root, visits } = opts
  if (opts.largeList) return largeList(runs, root)
  if (opts.dealBoard) return dealBoard(runs, root)
  if (opts.detail) return detail(runs, root)
  if (opts.soak) return soak(opts.soak, root)
  const tmp = await mkdtemp(join(tmpdir(), 'bench-pages-'))
  cleanups.push(() => rm(tmp, { recursive: true, force: true }))
  const problems: string[] = []

  const builds = new Map<BuildMode, AppBuild>()
  for (const mode of modes) {
    const started = Date.now()
    if (mode === 'down') {
      const live = builds.get('live')!
      await cp(live.dir, join(tmp, mode), { recursive: true })
      builds.set(mode, { ...live, mode, dir: join(tmp, mode) })
      continue
    }
    const app = await buildApp(root, mode, join(tmp, mode))
    builds.set(mode, app)
    console.log(`${mode} build: ${app.chunks.size} chunks in ${Date.now() - started} ms`)
    if (mode !== 'live') continue
    const leaks = liveBuildLeaks(app)
    for (const c of leaks.chunks) problems.push(`live build contains mock code: ${c}`)
    if (leaks.files.length)
      console.log(`  note: the live build also ships public/${leaks.files.join(', public/')}`)
  }

  const browser = await launchBrowser()
  cleanups.push(() => browser.close())
  const targets: Target[] = []
  for (const [mode, app] of builds) {
    const server = await serveStatic(app.dir)
    cleanups.push(server.stop)
    let apiBase = ''
    if (mode === 'live') {
      const api = await startLiveApi(server.origin, app.dir, (stop) => cleanups.push(stop))
      apiBase = api.origin
      console.log(`live: app on ${server.origin}, standalone mock API on ${api.origin}`)
    } else if (mode === 'down') {
      apiBase = await refusedOrigin()
      await writeFile(join(app.dir, 'config.json'), JSON.stringify(downConfig(apiBase), null, 2))
      console.log(
        `down: live app on ${server.origin}, its API host ${apiBase} refusing connections`,
      )
    } else if (mode === 'mock') console.log(`mock: app on ${server.origin}, in-browser mock`)
    else console.log(`bare: bare-stack reference on ${server.origin}`)
    targets.push({ mode, server, apiBase })
  }

  const login = PAGES.find((p) => p.path === '/login')!
  // The bare stack has its /login and its data page; `down`, /login.
  const pagesOf = (t: Target) =>
    t.mode === 'bare' ? [login, BARE_DATA_PAGE] : t.mode === 'down' ? [login] : pages
  const planned = targets.flatMap((target) =>
    pagesOf(target).flatMap((spec) =>
      visitsOf(target.mode, spec, visits).map((visit) => ({
        target,
        spec,
        result: { mode: target.mode, path: spec.path, visit, runs: [] } as PageResult,
      })),
    ),
  )
  const results = planned.map((p) => p.result)
  for (let round = 1; round <= runs && !cleaning; round++) {
    process.stdout.write(`round ${round}/${runs}:`)
    for (const { target, spec, result } of planned) {
      if (result.error || cleaning) continue
      const name = `${target.mode}${spec.path}${result.visit === 'first' ? ' (first)' : ''}`
      try {
        const run = await measureRun(browser, target, spec, result.visit)
        result.runs.push(run)
        process.stdout.write(` ${name} ${run.readyMs.toFixed(0)} ms`)
      } catch (e) {
        if (cleaning) break
        // Playwright appends its browser and call logs: the first part says what went wrong.
        result.error = String(e instanceof Error ? e.message : e).split(
          /\n(?:Browser logs|Call log):/,
        )[0]
        process.stdout.write(` ${name} FAILED`)
      }
    }
    process.stdout.write('\n')
  }
  if (cleaning) return
  for (const r of results.filter((x) => x.error)) console.error(`\n${r.error}`)
  console.log('')
  problems.push(...report(results, builds))
  if (problems.length) {
    console.log(`\n${problems.length} problem(s):\n  ${problems.join('\n  ')}`)
    process.exitCode = 1
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    if (!cleaning) console.error(`\n${signal}: cleaning up`)
    void cleanUp().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143))
  })

main()
  .catch((e: unknown) => {
    // After a Ctrl-C, whatever failed was torn down on purpose.
    if (cleaning) return
    console.error(e)
    process.exitCode = 1
  })
  .finally(cleanUp)
