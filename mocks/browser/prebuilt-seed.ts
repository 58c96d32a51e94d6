import type { Row } from '../db/db'
import { seedReferenceDate } from '../seed/reference-date'

/**
 * Where a mock build keeps the normal seed it made for its own day (scripts/vite/prebuilt-seed):
 * one file per reference day, so a visit on another day finds none and seeds as before.
 */
export function prebuiltSeedPath(now: Date): string {
  return `/mock-seed/${seedReferenceDate(now).toISOString().slice(0, 10)}.json`
}

/**
 * The normal seed for `now`'s day as the build made it, or null when the build holds none for
 * that day (another day, the dev server, a live build) or it cannot be read. A static host's
 * fallback page (HTML for any path) is not a seed either.
 */
export async function fetchPrebuiltSeed(now: Date): Promise<Record<string, Row[]> | null> {
  try {
    const res = await fetch(prebuiltSeedPath(now))
    if (!res.ok || !res.headers.get('content-type')?.includes('json')) return null
    const rows: unknown = await res.json()
    return isSnapshot(rows) ? rows : null
  } catch {
    return null
  }
}

function isSnapshot(value: unknown): value is Record<string, Row[]> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false
  const tables = Object.values(value)
  return tables.length > 0 && tables.every(Array.isArray)
}
