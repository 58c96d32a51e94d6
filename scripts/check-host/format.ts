import type { CheckResult, Status } from './result'

/**
 * The report: one line per check, its verdict first so the column reads at a glance, and on
 * a fail an indented second line with what to change on the host.
 */
const WIDTH = 'skipped'.length + 2
const INDENT = ' '.repeat(WIDTH)

export function formatResult(result: CheckResult, fixLine = result.fix): string {
  const line = `${result.status.padEnd(WIDTH)}${result.title}${result.detail ? ` — ${result.detail}` : ''}`
  return result.status === 'fail' && fixLine ? `${line}\n${INDENT}fix: ${fixLine}` : line
}

/**
 * formatResult for a whole run: a fix already printed is not printed again (one closed CORS
 * setting fails most lines), the later lines point at the first one that gave it.
 */
export function createFormatter() {
  const firstWith = new Map<string, string>()
  return (result: CheckResult): string => {
    if (result.status !== 'fail' || !result.fix) return formatResult(result)
    const first = firstWith.get(result.fix)
    if (first) return formatResult(result, `as for "${first}" above`)
    firstWith.set(result.fix, result.title)
    return formatResult(result)
  }
}

export function tally(results: CheckResult[]): Record<Status, number> {
  const count = { pass: 0, fail: 0, skipped: 0 }
  for (const r of results) count[r.status]++
  return count
}

export function formatSummary(results: CheckResult[]): string {
  const { pass, fail, skipped } = tally(results)
  const verdict = fail ? 'the host is not ready for this app' : 'nothing failed'
  return `${pass} passed, ${fail} failed, ${skipped} skipped: ${verdict}`
}

export interface RunDescription {
  api: string
  origin: string
  email?: string
  maintenance: boolean
}

export function formatHeader({ api, origin, email, maintenance }: RunDescription): string {
  const who = email ? `test account ${email}` : 'no test account'
  const mode = maintenance ? '; maintenance run (503 expected)' : ''
  return `check:host ${api} as a browser on ${origin}, ${who}${mode}`
}

/** 0 when nothing failed, 1 otherwise (skipped checks do not fail a run). */
export const exitCode = (results: CheckResult[]) => (tally(results).fail ? 1 : 0)
