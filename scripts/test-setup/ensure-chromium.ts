/**
 * First step of `npm test`: the Playwright journeys drive Debian's Chromium and never download a
 * browser, so make sure one is there before minutes of typechecking and unit tests go by.
 *
 * - `CHROMIUM_PATH` set: it must name a Chromium or Chrome that runs; nothing is installed
 *   (the user chose that browser, so a wrong path is theirs to fix, said in one line).
 * - Otherwise `/usr/bin/chromium`: when missing and we are root with apt-get, install Debian's
 *   `chromium`; when missing and we cannot install, stop with one line saying how.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { accessSync, constants } from 'node:fs'

export const DEFAULT_CHROMIUM = '/usr/bin/chromium'

export interface ChromiumEnv {
  chromiumPath?: string
  isRoot: boolean
  hasAptGet: boolean
  runs: (path: string) => string | null
  install: () => boolean
}

export type ChromiumVerdict =
  { ok: true; path: string; version: string; installed: boolean } | { ok: false; message: string }

const INSTALL = 'install it with `apt-get update && apt-get install -y chromium` (as root)'
const HOW = `${INSTALL}, or set CHROMIUM_PATH to an existing Chromium or Chrome`

export function ensureChromium(env: ChromiumEnv): ChromiumVerdict {
  if (env.chromiumPath) {
    const version = env.runs(env.chromiumPath)
    return version
      ? { ok: true, path: env.chromiumPath, version, installed: false }
      : {
          ok: false,
          message: `Chromium not found: CHROMIUM_PATH=${env.chromiumPath} does not run; point it at a Chromium or Chrome binary, or unset it and ${INSTALL}.`,
        }
  }
  const found = env.runs(DEFAULT_CHROMIUM)
  if (found) return { ok: true, path: DEFAULT_CHROMIUM, version: found, installed: false }
  if (!env.isRoot || !env.hasAptGet) {
    return {
      ok: false,
      message: `Chromium not found at ${DEFAULT_CHROMIUM}: the browser journeys need it; ${HOW}.`,
    }
  }
  const installed = env.install() ? env.runs(DEFAULT_CHROMIUM) : null
  return installed
    ? { ok: true, path: DEFAULT_CHROMIUM, version: installed, installed: true }
    : {
        ok: false,
        message: `Chromium not found at ${DEFAULT_CHROMIUM} and \`apt-get install -y chromium\` did not provide it; ${HOW}.`,
      }
}

function runs(path: string): string | null {
  try {
    accessSync(path, constants.X_OK)
    return execFileSync(path, ['--version'], {
      encoding: 'utf8',
      timeout: 30_000,
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim()
  } catch {
    return null
  }
}

function aptInstall(): boolean {
  console.log("Chromium is missing: installing Debian's chromium (apt-get)…")
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  const step = (args: string[]) =>
    spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env }).status === 0
  return step(['update', '-qq']) && step(['install', '-y', '-qq', '--reinstall', 'chromium'])
}

function hasCommand(name: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0
}

const isMain = process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'))
if (isMain) {
  const verdict = ensureChromium({
    chromiumPath: process.env.CHROMIUM_PATH || undefined,
    isRoot: process.getuid?.() === 0,
    hasAptGet: hasCommand('apt-get'),
    runs,
    install: aptInstall,
  })
  if (!verdict.ok) {
    console.error(verdict.message)
    process.exit(1)
  }
  console.log(`${verdict.installed ? 'Installed' : 'Using'} ${verdict.version} (${verdict.path})`)
}
