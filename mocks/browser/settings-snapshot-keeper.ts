import type { Database } from '../db/db'
import type { EarlyAnswer } from '../../src/lib/api/early-reads'
import { saveSettingsSnapshot } from '../../src/lib/tenant/settings-snapshot'

/** The tables whose writes change the settings answer or whether it may be kept. */
const SETTINGS_TABLES = ['branding', 'host_state', 'faults']

/**
 * Keeps the host's answer to the settings call for the next visit, which paints with it before
 * its host is up (src/app/boot.ts): saved once `started` resolves, and again after every write
 * that may change it. Such a write drops the saved answer at once and saves the new one when
 * the host has answered (`answer`), so a page opened in between (QA reloading straight after a
 * switch in the mock controls) waits for the host rather than paint a setting that has changed.
 * While a fault is set nothing is kept: a fetch would use up the fault's `times`, and the next
 * visit must meet the fault, not a remembered answer.
 */
export function keepSettingsSnapshot(
  db: Database,
  answer: () => Promise<EarlyAnswer | null>,
  started: Promise<unknown>,
) {
  let latest = 0
  const refresh = async () => {
    const mine = ++latest
    if (db.table('faults').count() > 0) return saveSettingsSnapshot(null)
    const fresh = await answer().catch(() => null)
    // An older refresh finishing late must not put back what a newer write changed.
    if (mine === latest) saveSettingsSnapshot(fresh)
  }
  const keep = () => {
    void refresh()
    db.onChange((change) => {
      if (!SETTINGS_TABLES.includes(change.table)) return
      saveSettingsSnapshot(null)
      void refresh()
    })
  }
  // A worker that never starts leaves the host down, which startMockHost reports.
  started.then(keep, () => undefined)
  /** After a reset, which replaces the rows without a write event. */
  return { refresh }
}
