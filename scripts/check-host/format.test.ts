import { describe, expect, it } from 'vitest'
import { createFormatter, exitCode, formatHeader, formatResult, formatSummary } from './format'
import { main } from './main'
import type { CheckResult } from './result'

const pass: CheckResult = { id: 'a', title: 'Thing works', status: 'pass', detail: '204' }
const skip: CheckResult = { id: 'b', title: 'Login', status: 'skipped', detail: 'no test account' }
const fail = (title: string, fix: string): CheckResult => ({
  id: title,
  title,
  status: 'fail',
  detail: 'answered 500',
  fix,
})

describe('check:host report lines', () => {
  it('puts the verdict first, in one column, then the title and what was seen', () => {
    expect(formatResult(pass)).toBe('pass     Thing works — 204')
    expect(formatResult(skip)).toBe('skipped  Login — no test account')
    expect(formatResult({ ...pass, detail: undefined })).toBe('pass     Thing works')
  })

  it('gives a fail a second, indented line with what to change on the host', () => {
    expect(formatResult(fail('CORS', 'config/cors.php: …')).split('\n')).toEqual([
      'fail     CORS — answered 500',
      '         fix: config/cors.php: …',
    ])
  })

  it('prints a fix once per run, later fails pointing at the first line that gave it', () => {
    const format = createFormatter()
    const lines = [
      fail('CORS', 'open CORS'),
      pass,
      fail('Login', 'open CORS'),
      fail('Session', 'SANCTUM_STATEFUL_DOMAINS'),
    ].map(format)
    expect(lines[0]).toMatch(/fix: open CORS$/)
    expect(lines[2]).toBe('fail     Login — answered 500\n         fix: as for "CORS" above')
    expect(lines[3]).toMatch(/fix: SANCTUM_STATEFUL_DOMAINS$/)
  })

  it('sums up, and exits 1 only when something failed', () => {
    expect(formatSummary([pass, skip])).toBe('1 passed, 0 failed, 1 skipped: nothing failed')
    expect(formatSummary([pass, fail('x', 'y')])).toBe(
      '1 passed, 1 failed, 0 skipped: the host is not ready for this app',
    )
    expect(exitCode([pass, skip])).toBe(0)
    expect(exitCode([skip, fail('x', 'y')])).toBe(1)
  })

  it('says in its first line what it checks, from where and as whom', () => {
    expect(
      formatHeader({
        api: 'https://api.t.example',
        origin: 'https://p.t.example',
        maintenance: false,
      }),
    ).toBe('check:host https://api.t.example as a browser on https://p.t.example, no test account')
    expect(
      formatHeader({
        api: 'https://api.t.example',
        origin: 'https://p.t.example',
        email: 'qa@t.example',
        maintenance: true,
      }),
    ).toMatch(/test account qa@t\.example; maintenance run \(503 expected\)$/)
  })
})

describe('check:host arguments', () => {
  const run = async (argv: string[], env: Record<string, string> = {}) => {
    const lines: string[] = []
    const transport = async () => new Response(null, { status: 599 })
    const code = await main(argv, env, { out: (l) => lines.push(l), transport })
    return { code, output: lines.join('\n') }
  }

  it('answers a usage error with the usage and exit code 2', async () => {
    for (const argv of [[], ['not a url'], ['ftp://host'], ['https://a', 'https://b']]) {
      const { code, output } = await run(argv)
      expect(code, argv.join(' ')).toBe(2)
      expect(output).toMatch(/Usage: npm run check:host -- <api-url>/)
    }
    expect((await run(['https://api.t.example', '--email', 'a@b.c'])).output).toMatch(
      /needs both an email and a password/,
    )
    expect((await run(['https://api.t.example', '--bogus'])).code).toBe(2)
  })

  it('takes the test account from CHECK_HOST_EMAIL and CHECK_HOST_PASSWORD', async () => {
    const { output } = await run(['https://api.t.example/'], {
      CHECK_HOST_EMAIL: 'qa@t.example',
      CHECK_HOST_PASSWORD: 'secret',
    })
    expect(output.split('\n')[0]).toBe(
      'check:host https://api.t.example as a browser on https://api.t.example, test account qa@t.example',
    )
  })
})
