import type { components } from '@/lib/api/schema.gen'
import type { RecordOf } from '@/lib/resources'

/** The three families of a notes-calls-tasks tab, with the people they include. */
export type Note = RecordOf<'notes'>
export type CallLog = RecordOf<'call-logs'>
export type Task = RecordOf<'tasks'>
export type StaffUser = RecordOf<'users'>

/** GET /api/tasks/mine: the overview's open tasks, each naming the record it is about. */
export type MyOpenTasks = components['schemas']['MyOpenTasks']
export type MyOpenTask = components['schemas']['MyOpenTask']
export type TaskRecord = components['schemas']['TaskRecord']
