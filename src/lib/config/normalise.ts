import type { ApiMode, AppConfig } from './types'

// Each normaliser returns undefined for a missing or invalid value, so the caller can fall
// through to the next source (config.json -> VITE_* -> default) instead of failing start-up.

const text = (raw: unknown): string | undefined => {
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw)
  if (typeof raw !== 'string') return undefined
  const trimmed = raw.trim()
  return trimmed === '' ? undefined : trimmed
}

export function apiMode(raw: unknown): ApiMode | undefined {
  const value = text(raw)?.toLowerCase()
  return value === 'mock' || value === 'live' ? value : undefined
}

/** Only http(s) URLs: the API host receives our cookies, so no javascript:, data:, etc. */
export function apiUrl(raw: unknown): string | undefined {
  // An explicit empty string is a valid choice: same origin.
  if (typeof raw === 'string' && raw.trim() === '') return ''
  const value = text(raw)
  if (value === undefined) return undefined
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return undefined
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
  if (url.username || url.password) return undefined
  // Trailing slashes would double up with the leading slash of every request path.
  return value.replace(/\/+$/, '')
}

export function nonEmpty(raw: unknown): string | undefined {
  return text(raw)
}

/** A bare host name (no scheme or path): pusher-js builds the ws(s):// URL itself. */
export function pusherHost(raw: unknown): string | undefined {
  const value = text(raw)
  return value !== undefined && /^[^\s/?#@]+$/.test(value) ? value : undefined
}

export function pusherPort(raw: unknown): number | undefined {
  const value = text(raw)
  if (value === undefined || !/^\d+$/.test(value)) return undefined
  const port = Number(value)
  return port >= 1 && port <= 65535 ? port : undefined
}

const TRUE = ['1', 'true', 'yes', 'on']
const FALSE = ['0', 'false', 'no', 'off']

function flag(raw: unknown): boolean | undefined {
  if (typeof raw === 'boolean') return raw
  const value = text(raw)?.toLowerCase()
  if (value === undefined) return undefined
  if (TRUE.includes(value)) return true
  if (FALSE.includes(value)) return false
  return undefined
}

export function pusherTLS(raw: unknown): boolean | undefined {
  return flag(raw)
}

export function payments(raw: unknown): boolean | undefined {
  return flag(raw)
}

export function maintenanceMode(raw: unknown): AppConfig['maintenanceMode'] | undefined {
  const value = flag(raw)
  if (value === undefined) return undefined
  return value ? '1' : '0'
}
