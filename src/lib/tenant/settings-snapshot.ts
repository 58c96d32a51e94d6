import { getConfig } from '../config'
import { EARLY_READ_PATHS, type EarlyAnswer } from '../api/early-reads'

/**
 * Mock mode (issue 9): the in-browser host keeps its last answer to the settings call here
 * (mocks/browser.ts), and the next visit hands it to the app as an early read, so the first
 * page paints with the tenant's branding while the host's code is still downloading instead
 * of waiting for it. Only a 200 is kept; the app's own settings call goes to the host later
 * (an early read is used once).
 */
const KEY = 'mock-host:settings-answer'

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    // Storage blocked (privacy settings): no snapshot, the page waits for the host.
    return null
  }
}

export function saveSettingsSnapshot(answer: EarlyAnswer | null): void {
  try {
    if (answer?.status === 200) storage()?.setItem(KEY, JSON.stringify(answer))
    else storage()?.removeItem(KEY)
  } catch {
    // Full or blocked storage: the next visit waits for the host.
  }
}

export function readSettingsSnapshot(): EarlyAnswer | null {
  try {
    const raw = storage()?.getItem(KEY)
    const answer = raw ? (JSON.parse(raw) as EarlyAnswer) : null
    return answer?.status === 200 ? answer : null
  } catch {
    return null
  }
}

/** Offers the snapshot (if any) to the app's settings call, as index.html's early reads are. */
export function offerSettingsSnapshot(): boolean {
  const answer = readSettingsSnapshot()
  if (!answer || typeof window === 'undefined') return false
  const url = `${getConfig().apiUrl}${EARLY_READ_PATHS.tenantSettings}`
  const reads = window.__earlyReads ?? Promise.resolve({})
  window.__earlyReads = reads.then((map) => ({ ...map, [url]: Promise.resolve(answer) }))
  return true
}
