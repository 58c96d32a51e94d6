import { ALLOWANCE, ISSUE_BARE_STACK, ISSUE_BUDGETS } from './config'
import type { RunResult } from './measure'
import type { PageResult } from './report'

export const kb = (bytes: number) => bytes / 1000

export function median(values: number[]) {
  const s = [...values].sort((a, b) => a - b)
  const mid = s.length >> 1
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2
}

export const jsBytes = (run: RunResult) => run.js.reduce((sum, f) => sum + f.bytes, 0)

/** A page's medians: compressed JavaScript in kB, time to ready in ms. */
export function medians(r: PageResult) {
  return { js: kb(median(r.runs.map(jsBytes))), ready: median(r.runs.map((x) => x.readyMs)) }
}

/**
 * Issue 3 §7's budgets for live /login, relative to the bare stack measured in the same run
 * (same machine, load, throttling and compression), so like is compared with like. The
 * issue's absolute figures come from elsewhere and are printed for information only.
 * Prints the verdicts; returns the problems that make the exit code 1.
 *
 * `down` is the same live build with its API host refusing connections (issue 9): a visitor
 * must see the form as fast when the host is down, so it has the same budgets.
 */
export function judgeBudgets(results: PageResult[], mode: 'live' | 'down' = 'live'): string[] {
  const label = mode === 'live' ? 'live /login' : '/login with the API host down'
  const find = (m: string) =>
    results.find((r) => r.mode === m && r.path === '/login' && r.visit !== 'first')
  const live = find(mode)
  const bare = find('bare')
  // Only `live` is always expected; `down` is judged when it was measured.
  if (mode === 'down' && !live) return []
  console.log(`\nBudgets (issue 3 §7 and 9, ${label} against the bare stack measured alongside):`)
  if (!live || live.runs.length === 0 || !bare || bare.runs.length === 0) {
    console.log(`  not judged: ${mode} /login and the bare stack must both be measured`)
    const missing = [live, bare].filter((r) => r && r.runs.length === 0)
    return missing.map((r) => `${r!.mode} /login could not be measured, so no budget was judged`)
  }
  const l = medians(live)
  const b = medians(bare)
  const metrics = [
    { what: 'JS', unit: 'kB', digits: 1, live: l.js, bare: b.js, allowance: ALLOWANCE.js },
    {
      what: 'ready',
      unit: 'ms',
      digits: 0,
      live: l.ready,
      bare: b.ready,
      allowance: ALLOWANCE.ready,
    },
  ]
  const issue = [
    { bare: ISSUE_BARE_STACK.jsKb, budget: ISSUE_BUDGETS.jsKb },
    { bare: ISSUE_BARE_STACK.readyMs, budget: ISSUE_BUDGETS.readyMs },
  ]
  const problems: string[] = []
  for (const m of metrics) {
    const f = (n: number) => `${n.toFixed(m.digits)} ${m.unit}`
    const budget = m.allowance * m.bare
    const ok = m.live <= budget
    if (!ok) problems.push(`${label} ${m.what} ${f(m.live)} over ${f(budget)}`)
    console.log(
      `  ${m.what.padEnd(5)} ${f(m.live)} = ${(m.live / m.bare).toFixed(3)} x bare ${f(m.bare)} ` +
        `(budget ${m.allowance} x = ${f(budget)})  ${ok ? 'PASS' : 'OVER'}`,
    )
  }
  if (mode === 'down') return problems
  metrics.forEach((m, i) => {
    const { bare: theirs, budget } = issue[i]
    console.log(
      `  issue's reference: ${m.what} budget ${budget} ${m.unit} = ${m.allowance} x ${theirs} ` +
        `${m.unit} (bare here: ${m.bare.toFixed(m.digits)}); live /login ` +
        `${m.live.toFixed(m.digits)}, ${m.live <= budget ? 'within' : 'over'} (information, not judged)`,
    )
  })
  return problems
}
