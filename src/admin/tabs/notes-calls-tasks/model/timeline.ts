import { toDate } from '@/lib/format'
import type { CallLog, Note, Task } from './records'

export type EntryKind = 'note' | 'call' | 'task'

export const KIND_LABELS: Record<EntryKind, string> = { note: 'Note', call: 'Call', task: 'Task' }

/** One row of a record's timeline: a note, a call or a task, dated for ordering. */
export type TimelineEntry =
  | { kind: 'note'; key: string; at: string; record: Note }
  | { kind: 'call'; key: string; at: string; record: CallLog }
  | { kind: 'task'; key: string; at: string; record: Task }

const time = (value: string) => toDate(value)?.getTime() ?? 0

/**
 * The three families merged, newest first: a note by when it was written, a call by when it
 * took place, a task by when it was set. Ties keep notes, calls, tasks in that order.
 */
export function buildTimeline(notes: Note[], calls: CallLog[], tasks: Task[]): TimelineEntry[] {
  const entries: TimelineEntry[] = [
    ...notes.map((n) => ({
      kind: 'note' as const,
      key: `note-${n.id}`,
      at: n.created_at,
      record: n,
    })),
    ...calls.map((c) => ({
      kind: 'call' as const,
      key: `call-${c.id}`,
      at: c.called_at,
      record: c,
    })),
    ...tasks.map((t) => ({
      kind: 'task' as const,
      key: `task-${t.id}`,
      at: t.created_at,
      record: t,
    })),
  ]
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => time(b.entry.at) - time(a.entry.at) || a.index - b.index)
    .map(({ entry }) => entry)
}

/** The entries of one kind, or all of them. */
export const filterTimeline = (entries: TimelineEntry[], kind: EntryKind | 'all') =>
  kind === 'all' ? entries : entries.filter((e) => e.kind === kind)

/**
 * May the signed-in user edit or delete this entry? Notes and calls: their author. Tasks: the
 * creator edits and deletes (the assignee may only tick it, see canTick). Mirrors the host.
 */
export function isOwnEntry(entry: TimelineEntry, me: number | null): boolean {
  if (me === null) return false
  if (entry.kind === 'task') return entry.record.created_by === me
  return entry.record.user_id === me
}

/** The creator and the assignee may tick a task done or undone. */
export const canTick = (task: Task, me: number | null) =>
  me !== null && (task.created_by === me || task.assigned_to === me)
