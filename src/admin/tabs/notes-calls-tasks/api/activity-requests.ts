import { createRecord, deleteRecord, updateRecord, type RecordSubject } from '@/lib/resources'

export interface NoteInput {
  body: string
}

export interface CallInput {
  direction: string
  called_at: string
  duration_seconds: number | string
  outcome: string
  summary: string | null
}

export interface TaskInput {
  title: string
  due_date: string | null
  assigned_to: number | null
  priority: string
}

/** The family each kind of entry is stored in. */
export const ENTRY_FAMILIES = { note: 'notes', call: 'call-logs', task: 'tasks' } as const

export const createNote = (subject: RecordSubject, input: NoteInput) =>
  createRecord('notes', { ...input, notable_type: subject.type, notable_id: subject.id })

export const updateNote = (id: number, input: NoteInput) => updateRecord('notes', id, { ...input })

export const createCall = (subject: RecordSubject, input: CallInput) =>
  createRecord('call-logs', { ...input, loggable_type: subject.type, loggable_id: subject.id })

export const updateCall = (id: number, input: CallInput) =>
  updateRecord('call-logs', id, { ...input })

export const createTask = (subject: RecordSubject, input: TaskInput) =>
  createRecord('tasks', { ...input, taskable_type: subject.type, taskable_id: subject.id })

export const updateTask = (id: number, input: TaskInput) => updateRecord('tasks', id, { ...input })

/** Ticks a task done or open again; the host sets or clears completed_at. */
export const setTaskDone = (id: number, done: boolean) =>
  updateRecord('tasks', id, { status: done ? 'done' : 'open' })

export const deleteEntry = (kind: keyof typeof ENTRY_FAMILIES, id: number) =>
  deleteRecord(ENTRY_FAMILIES[kind], id)
