import type { RecordOf } from '@/lib/resources'

/** The three families of a notes-calls-tasks tab, with the people they include. */
export type Note = RecordOf<'notes'>
export type CallLog = RecordOf<'call-logs'>
export type Task = RecordOf<'tasks'>
export type StaffUser = RecordOf<'users'>
