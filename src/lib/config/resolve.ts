import * as normalise from './normalise'
import { DEFAULT_CONFIG, type AppConfig } from './types'

/** Where each config key is read from in the VITE_* build variables. */
export const ENV_KEYS = {
  apiMode: 'VITE_API_MODE',
  apiUrl: 'VITE_API_URL',
  pusherKey: 'VITE_PUSHER_KEY',
  pusherCluster: 'VITE_PUSHER_CLUSTER',
  pusherHost: 'VITE_PUSHER_HOST',
  pusherPort: 'VITE_PUSHER_PORT',
  pusherTLS: 'VITE_PUSHER_TLS',
  maintenanceMode: 'VITE_MAINTENANCE_MODE',
  payments: 'VITE_PAYMENTS',
} as const satisfies Record<keyof AppConfig, string>

type Sources = {
  /** Parsed /config.json (anything; non-objects are ignored). */
  file: unknown
  /** The build variables, usually import.meta.env. */
  env: Record<string, unknown>
  /** A live-only build has no mock bundled, so mock mode must be impossible there. */
  liveOnly: boolean
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** First valid value of a key, in priority order config.json, then VITE_*, then undefined. */
function pick<T>(
  key: keyof AppConfig,
  file: Record<string, unknown>,
  env: Record<string, unknown>,
  parse: (raw: unknown) => T | undefined,
): T | undefined {
  const fromFile = Object.hasOwn(file, key) ? parse(file[key]) : undefined
  return fromFile !== undefined ? fromFile : parse(env[ENV_KEYS[key]])
}

/** Pure merge of config.json over VITE_* over defaults; every key validated on its own. */
export function resolveConfig({ file, env, liveOnly }: Sources): AppConfig {
  const json = isRecord(file) ? file : {}
  const mode = liveOnly
    ? 'live'
    : (pick('apiMode', json, env, normalise.apiMode) ?? DEFAULT_CONFIG.apiMode)
  const config: AppConfig = {
    apiMode: mode,
    apiUrl: pick('apiUrl', json, env, normalise.apiUrl) ?? DEFAULT_CONFIG.apiUrl,
    pusherKey: pick('pusherKey', json, env, normalise.nonEmpty) ?? DEFAULT_CONFIG.pusherKey,
    pusherCluster:
      pick('pusherCluster', json, env, normalise.nonEmpty) ?? DEFAULT_CONFIG.pusherCluster,
    maintenanceMode:
      pick('maintenanceMode', json, env, normalise.maintenanceMode) ??
      DEFAULT_CONFIG.maintenanceMode,
    payments: pick('payments', json, env, normalise.payments) ?? mode === 'mock',
  }
  // Optional keys stay absent (not undefined-valued) so consumers can spread them into options.
  const host = pick('pusherHost', json, env, normalise.pusherHost)
  const port = pick('pusherPort', json, env, normalise.pusherPort)
  const tls = pick('pusherTLS', json, env, normalise.pusherTLS)
  if (host !== undefined) config.pusherHost = host
  if (port !== undefined) config.pusherPort = port
  if (tls !== undefined) config.pusherTLS = tls
  return config
}
