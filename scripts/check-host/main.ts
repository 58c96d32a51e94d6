import { parseArgs } from 'node:util'
import type { Transport } from './browser'
import { createFormatter, exitCode, formatHeader, formatSummary } from './format'
import { checkHost, normaliseApi } from './run'

export const USAGE = `Usage: npm run check:host -- <api-url> [--origin <portal-origin>]
         [--email <email> --password <password>]
         [--unverified-email <email> --unverified-password <password>]
         [--maintenance] [--timeout <ms>]

Checks, as a browser on the portal's origin would, what an API host must do before the app
can run on it. The test account may also come from CHECK_HOST_EMAIL and CHECK_HOST_PASSWORD;
without one, the checks that need a session are skipped. An investor account whose email is
not verified (--unverified-email/--unverified-password, or CHECK_HOST_UNVERIFIED_EMAIL and
CHECK_HOST_UNVERIFIED_PASSWORD) lets it check that such an investor cannot reserve. --maintenance expects the host to be
down (php artisan down): 503 everywhere. Exit code 0 when nothing failed, 1 otherwise.`

export interface MainDeps {
  transport?: Transport
  out?: (line: string) => void
}

/** The CLI: parses, runs, prints; returns the exit code (2 for a usage error). */
export async function main(
  argv: string[],
  env: Record<string, string | undefined>,
  { transport, out = (line) => console.log(line) }: MainDeps = {},
): Promise<number> {
  let parsed
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        origin: { type: 'string' },
        email: { type: 'string' },
        password: { type: 'string' },
        'unverified-email': { type: 'string' },
        'unverified-password': { type: 'string' },
        maintenance: { type: 'boolean', default: false },
        timeout: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    })
  } catch (e) {
    out(`${e instanceof Error ? e.message : String(e)}\n\n${USAGE}`)
    return 2
  }
  const { values, positionals } = parsed
  if (values.help) {
    out(USAGE)
    return 0
  }
  const email = values.email ?? env.CHECK_HOST_EMAIL
  const password = values.password ?? env.CHECK_HOST_PASSWORD
  const unverifiedEmail = values['unverified-email'] ?? env.CHECK_HOST_UNVERIFIED_EMAIL
  const unverifiedPassword = values['unverified-password'] ?? env.CHECK_HOST_UNVERIFIED_PASSWORD
  const timeoutMs = values.timeout === undefined ? undefined : Number(values.timeout)
  let api: string
  let origin: string
  try {
    if (positionals.length !== 1) throw new Error('give exactly one API URL')
    api = normaliseApi(positionals[0])
    origin = new URL(values.origin ?? api).origin
    if (!/^https?:$/.test(new URL(origin).protocol)) throw new Error(`--origin: ${values.origin}`)
    if (Boolean(email) !== Boolean(password))
      throw new Error('a test account needs both an email and a password')
    if (Boolean(unverifiedEmail) !== Boolean(unverifiedPassword))
      throw new Error('the unverified account needs both an email and a password')
    if (timeoutMs !== undefined && !(timeoutMs > 0)) throw new Error(`--timeout: ${values.timeout}`)
  } catch (e) {
    out(`${e instanceof Error ? e.message : String(e)}\n\n${USAGE}`)
    return 2
  }
  const maintenance = values.maintenance
  out(formatHeader({ api, origin, email, maintenance }))
  out('')
  const format = createFormatter()
  const results = await checkHost({
    api,
    origin,
    account: email && password ? { email, password } : undefined,
    unverifiedAccount:
      unverifiedEmail && unverifiedPassword
        ? { email: unverifiedEmail, password: unverifiedPassword }
        : undefined,
    maintenance,
    transport,
    timeoutMs,
    onResult: (r) => out(format(r)),
  })
  out('')
  out(formatSummary(results))
  return exitCode(results)
}
