import { queryOptions } from '@tanstack/react-query'
import type { ListQuery } from '@/lib/api'
import { fetchPage, resourceKeys, type RecordSubject } from '@/lib/resources'
import { fetchMyOpenTasks } from './my-open-tasks-request'

/**
 * A record's timeline reads at most one page of each family: 100 (the host's cap) is more
 * than a record gathers in practice, and the tab says so when there are more.
 */
export const TIMELINE_PAGE_SIZE = 100

export const notesQuery = (subject: RecordSubject): ListQuery => ({
  filter: { notable_type: subject.type, notable_id: subject.id },
  include: ['user'],
  sort: ['-created_at'],
  perPage: TIMELINE_PAGE_SIZE,
})

export const callsQuery = (subject: RecordSubject): ListQuery => ({
  filter: { loggable_type: subject.type, loggable_id: subject.id },
  include: ['user'],
  sort: ['-called_at'],
  perPage: TIMELINE_PAGE_SIZE,
})

export const tasksQuery = (subject: RecordSubject): ListQuery => ({
  filter: { taskable_type: subject.type, taskable_id: subject.id },
  include: ['assignee', 'creator'],
  sort: ['-created_at'],
  perPage: TIMELINE_PAGE_SIZE,
})

/** Staff accounts a task may be assigned to (GET /api/users?type=staff). */
export const staffQuery: ListQuery = { type: 'staff', sort: ['name'], perPage: 100 }

export const subjectNotes = (subject: RecordSubject) => {
  const query = notesQuery(subject)
  return queryOptions({
    queryKey: resourceKeys('notes').list(query),
    queryFn: ({ signal }) => fetchPage('notes', query, signal),
  })
}

export const subjectCalls = (subject: RecordSubject) => {
  const query = callsQuery(subject)
  return queryOptions({
    queryKey: resourceKeys('call-logs').list(query),
    queryFn: ({ signal }) => fetchPage('call-logs', query, signal),
  })
}

export const subjectTasks = (subject: RecordSubject) => {
  const query = tasksQuery(subject)
  return queryOptions({
    queryKey: resourceKeys('tasks').list(query),
    queryFn: ({ signal }) => fetchPage('tasks', query, signal),
  })
}

/**
 * The signed-in user's first `limit` open tasks with their records' names (GET /api/tasks/mine).
 * Keyed among the task lists, so a tick or a new task on any record refreshes it too.
 */
export const myOpenTasks = (me: number, limit: number) =>
  queryOptions({
    queryKey: [...resourceKeys('tasks').lists(), 'mine', me, limit] as const,
    queryFn: ({ signal }) => fetchMyOpenTasks(limit, signal),
  })

export const staffUsers = () =>
  queryOptions({
    queryKey: resourceKeys('users').list(staffQuery),
    queryFn: ({ signal }) => fetchPage('users', staffQuery, signal),
  })
