import { REQUEST_TIMEOUT_MS } from '@/lib/api/timeout'
import { isLiveOnlyBuild } from './build'
import { resolveConfig } from './resolve'
import type { AppConfig } from './types'

export { isLiveOnlyBuild } from './build'
export { resolveConfig } from './resolve'
export { DEFAULT_CONFIG, type ApiMode, type AppConfig } from './types'

let current: AppConfig | null = null

type LoadOptions = {
  /** Where the runtime file lives; tests point it at an absolute URL. */
  url?: string
  env?: Record<string, unknown>
}

/** Reads /config.json; anything other than a JSON object (404, HTML fallback, bad JSON) is ignored. */
async function readConfigFile(url: string): Promise<unknown> {
  // A hung request must not block start-up forever; give up after the usual request timeout.
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS)
  try {
    const response = await fetch(url, {
      cache: 'no-cache',
      headers: { Accept: 'application/json' },
      signal: controller.signal,
    })
    if (!response.ok) return null
    return await response.json()
  } catch {
    // Missing or broken file: fall back silently to the build variables, as documented.
    return null
  } finally {
    clearTimeout(timer)
  }
}

declare global {
  interface Window {
    /** index.html's early read of /config.json (null when missing or broken). */
    __configFile?: Promise<unknown>
  }
}

/** index.html's early read, bounded by the request timeout like any other. */
function earlyConfigFile(): Promise<unknown> | null {
  const early = typeof window === 'undefined' ? undefined : window.__configFile
  if (!early) return null
  window.__configFile = undefined
  return Promise.race([
    early,
    new Promise((resolve) => setTimeout(() => resolve(null), REQUEST_TIMEOUT_MS)),
  ])
}

/** Loads the runtime configuration once at start-up; every later read goes through getConfig(). */
export async function loadConfig(options: LoadOptions = {}): Promise<AppConfig> {
  const early = options.url ? null : earlyConfigFile()
  const file = await (early ?? readConfigFile(options.url ?? '/config.json'))
  current = resolveConfig({
    file,
    env: options.env ?? import.meta.env,
    liveOnly: isLiveOnlyBuild,
  })
  return current
}

/** The loaded configuration. Throws when called before loadConfig(): that is a wiring bug. */
export function getConfig(): AppConfig {
  if (current === null) throw new Error('Config not loaded: call loadConfig() before rendering.')
  return current
}

/** Installs a config (defaults plus overrides, validated like the real file); null unloads it. */
export function setConfigForTests(overrides: Partial<AppConfig> | null = {}): AppConfig | null {
  current = overrides === null ? null : resolveConfig({ file: overrides, env: {}, liveOnly: false })
  return current
}
