import type { MockApi } from '@mocks/node'
import type { RecordSubject } from '@/lib/resources'
import { localDate } from '../model/dates'

const MORPH = { notes: 'notable', 'call-logs': 'loggable', tasks: 'taskable' } as const

export const userId = (api: MockApi, email: string) =>
  api.host.db.table('users').first((u) => u.email === email)!.id as number

/** A calendar date `days` from today (negative: past). */
export const dayFrom = (days: number) => {
  const at = new Date()
  at.setDate(at.getDate() + days)
  return localDate(at)
}

/** Removes the subject's seeded notes, calls and tasks, so a test owns its timeline. */
export function clearSubject(api: MockApi, subject: RecordSubject) {
  for (const [table, morph] of Object.entries(MORPH)) {
    const t = api.host.db.table(table)
    for (const row of t.where(
      (r) => r[`${morph}_type`] === subject.type && r[`${morph}_id`] === subject.id,
    ))
      t.delete(row.id as number)
  }
}

export const insertRow = (api: MockApi, table: string, values: Record<string, unknown>) =>
  api.host.db.table(table).insert(values)
