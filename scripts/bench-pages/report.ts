import { cpus, loadavg } from 'node:os'
import type { AppBuild, BuildMode } from './build'
import { jsBytes, judgeBudgets, kb, median } from './budgets'
import { judgeFirstPaintTasks, judgeGoals } from './goals'
import {
  CPU_SLOWDOWN,
  FORBIDDEN_ON_LOGIN,
  forbiddenKindsFor,
  pageLabel,
  type Visit,
} from './config'
import type { RunResult } from './measure'

export interface PageResult {
  mode: BuildMode
  path: string
  /** Absent in older callers' results: a returning visit. */
  visit?: Visit
  runs: RunResult[]
  /** Set when the page could not be measured; the runs before the failure are kept. */
  error?: string
}

/** What kinds of forbidden code a served JavaScript file holds, by its modules. */
export function kindsIn(app: AppBuild, path: string): string[] {
  if (path === '/mockServiceWorker.js') return ['mock']
  const chunk = app.chunks.get(path)
  if (!chunk) return []
  return FORBIDDEN_ON_LOGIN.filter((f) => chunk.moduleIds.some((id) => f.pattern.test(id))).map(
    (f) => f.kind,
  )
}

const PATH_WIDTH = 50

function printTable(results: PageResult[]) {
  console.log(`build  ${'page'.padEnd(PATH_WIDTH)}  JS kB (br)   ready ms   ready min-max   runs`)
  for (const r of results) {
    const head = `${r.mode.padEnd(5)}  ${pageLabel(r).padEnd(PATH_WIDTH)}`
    if (r.runs.length === 0) {
      console.log(`${head}  FAILED`)
      continue
    }
    const ready = r.runs.map((x) => x.readyMs)
    const spread = `${Math.min(...ready).toFixed(0)}-${Math.max(...ready).toFixed(0)}`
    console.log(
      `${head}  ${kb(median(r.runs.map(jsBytes)))
        .toFixed(1)
        .padStart(10)}` +
        `  ${median(ready).toFixed(0).padStart(9)}  ${spread.padStart(14)}` +
        `  ${String(r.runs.length).padStart(5)}${r.error ? '  (then failed)' : ''}`,
    )
  }
}

function printChunks(results: PageResult[], builds: Map<BuildMode, AppBuild>) {
  console.log('\nJavaScript per page (the last run; br kB, and what forbidden code it holds):')
  for (const r of results) {
    const run = r.runs.at(-1)
    if (!run) continue
    const app = builds.get(r.mode)!
    const files = run.js.map((f) => {
      const kinds = kindsIn(app, f.path)
      return `${f.path.replace(/^\/assets\//, '')} ${kb(f.bytes).toFixed(1)}${kinds.length ? ` [${kinds.join(', ')}]` : ''}`
    })
    console.log(`  ${r.mode} ${pageLabel(r)}: ${files.join(', ')}`)
  }
}

/** Prints everything; returns the problems that make the exit code 1. */
export function report(results: PageResult[], builds: Map<BuildMode, AppBuild>): string[] {
  const problems: string[] = []
  printTable(results)
  printChunks(results, builds)

  problems.push(...judgeBudgets(results, 'live'))
  problems.push(...judgeBudgets(results, 'down'))
  problems.push(...judgeGoals(results))
  problems.push(...judgeFirstPaintTasks(results))

  console.log(
    '\nCode a page must not download (/login: admin, editor, chart, mock, Echo; investor pages: admin, mock):',
  )
  // The bare stack is a reference, not the product: it has no such code to look for.
  const judgedPages = results.filter(
    (x) => x.mode !== 'bare' && x.runs.length > 0 && forbiddenKindsFor(x.path),
  )
  if (judgedPages.length === 0) console.log('  not measured')
  for (const r of judgedPages) {
    const app = builds.get(r.mode)!
    const forbidden = forbiddenKindsFor(r.path)!
    // The mock build's API is the mock: only the other kinds are judged there.
    const judged = (kind: string) =>
      forbidden.includes(kind) && (r.mode !== 'mock' || kind !== 'mock')
    const found = new Map<string, string[]>()
    for (const f of r.runs.flatMap((x) => x.js))
      for (const kind of kindsIn(app, f.path).filter(judged))
        found.set(f.path, [...new Set([...(found.get(f.path) ?? []), kind])])
    const scope = forbidden.filter((k) => judged(k)).join(', ')
    const name = `${r.mode} ${pageLabel(r)}`
    if (found.size === 0) console.log(`  ${name}: PASS (no ${scope})`)
    else {
      const list = [...found].map(([p, k]) => `${p} [${k.join(', ')}]`).join(', ')
      console.log(`  ${name}: FAIL ${list}`)
      problems.push(`${name} downloads ${list}`)
    }
  }

  for (const r of results.filter((x) => x.error)) problems.push(r.error!)
  // Throttled CPU time stretches with every other process on the machine.
  const [load] = loadavg()
  if (load > cpus().length)
    console.log(
      `\nNote: load average ${load.toFixed(1)} on ${cpus().length} CPUs while measuring; ` +
        'times are inflated, rerun on a quiet machine before judging them.',
    )
  console.log(
    `\nMedians of the runs per page; Chromium, ${CPU_SLOWDOWN}x CPU slowdown, DevTools Fast 4G, ` +
      'cache disabled, brotli 6 from a local static server; kB = 1000 bytes as sent (compressed).',
  )
  return problems
}
