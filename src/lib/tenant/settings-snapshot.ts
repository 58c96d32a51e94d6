import { getConfig } from '@/lib/config'
import { EARLY_READ_PATHS, offerEarlyReads, type EarlyAnswer } from '@/lib/api/early-reads'

/**
 * Mock mode (issue 9): the in-browser host keeps its last answer to the settings call here
 * (mocks/browser.ts), and the next visit hands it to the app as an early read, so the first
 * page paints with the tenant's branding while the host's code is still downloading instead
 * of waiting for it. Only a 200 is kept; the app's own settings call goes to the host later
 * (an early read is used once).
 */
const KEY = 'mock-host:settings-answer'
/**
 * Stored instead of an answer when the host drops its snapshot on purpose (a fault is set: the
 * next visit must meet it): a visit finding this is not a first visit.
 */
const WITHHELD = 'withheld'

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
    storage()?.setItem(KEY, answer?.status === 200 ? JSON.stringify(answer) : WITHHELD)
  } catch {
    // Full or blocked storage: the next visit waits for the host.
  }
}

export function readSettingsSnapshot(): EarlyAnswer | null {
  try {
    const raw = storage()?.getItem(KEY)
    const answer = raw && raw !== WITHHELD ? (JSON.parse(raw) as EarlyAnswer) : null
    return answer?.status === 200 ? answer : null
  } catch {
    return null
  }
}

/**
 * Whether no host has run in this browser yet (it saves a snapshot, or withholds one, once it
 * is up): a first visit, whose host will seed afresh. Blocked storage counts as one too: such
 * a browser keeps nothing, so every host it starts seeds.
 */
export function isFirstMockVisit(): boolean {
  try {
    return (storage()?.getItem(KEY) ?? null) === null
  } catch {
    return true
  }
}

/**
 * Offers the snapshot (if any) to the app's settings call, as index.html's early reads are;
 * on a first visit, what the host will answer once seeded (`firstVisit`), so the page is
 * branded at once either way.
 */
export function offerSettingsSnapshot(firstVisit?: () => EarlyAnswer): boolean {
  const answer = readSettingsSnapshot() ?? (firstVisit && isFirstMockVisit() ? firstVisit() : null)
  if (!answer || typeof window === 'undefined') return false
  offerEarlyReads({
    [`${getConfig().apiUrl}${EARLY_READ_PATHS.tenantSettings}`]: Promise.resolve(answer),
  })
  return true
}
