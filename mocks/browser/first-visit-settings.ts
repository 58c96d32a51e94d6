import { timestamp } from '../db/timestamp'
import { settingsJson } from '../handlers/settings-json'
import { seedReferenceDate } from '../seed/reference-date'
import { settingsRow } from '../seed/settings'
import type { EarlyAnswer } from '../../src/lib/api/early-reads'

/**
 * What the host will answer to the settings call on a first visit, before it has started: a
 * fresh browser's host seeds, so its answer is the seed's settings row, dated like the seed
 * made `now`. The page paints with the tenant's branding at once instead of after the host's
 * code and seed (issue 26). Built from the seed's own row and the handler's own shaping, and
 * a test holds it equal to a freshly seeded host's answer.
 */
export function firstVisitSettingsAnswer(now: Date): EarlyAnswer {
  const day = seedReferenceDate(now).getTime()
  const daysAgo = (days: number) => timestamp(new Date(day - days * 86_400_000))
  return { status: 200, body: { data: settingsJson(settingsRow(daysAgo)) } }
}
