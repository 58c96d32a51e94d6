import { useQueries } from '@tanstack/react-query'
import type { RecordSubject } from '@/lib/resources'
import { subjectCalls, subjectNotes, subjectTasks } from '../api/activity-queries'
import { buildTimeline, type TimelineEntry } from '../model/timeline'

export interface TimelineState {
  entries: TimelineEntry[]
  isPending: boolean
  error: unknown
  /** Some family has more rows than one page holds. */
  truncated: boolean
  retry: () => void
  isRetrying: boolean
}

/** The subject's notes, calls and tasks as one timeline, newest first. */
export function useTimeline(subject: RecordSubject): TimelineState {
  const results = useQueries({
    queries: [subjectNotes(subject), subjectCalls(subject), subjectTasks(subject)],
  })
  const [notes, calls, tasks] = results
  const failed = results.find((r) => r.isError)
  const entries =
    notes.data && calls.data && tasks.data
      ? buildTimeline(notes.data.data, calls.data.data, tasks.data.data)
      : []
  return {
    entries,
    isPending: results.some((r) => r.isPending),
    error: failed?.error ?? null,
    truncated: results.some((r) => (r.data ? r.data.total > r.data.data.length : false)),
    retry: () => {
      for (const r of results) if (r.isError) void r.refetch()
    },
    isRetrying: results.some((r) => r.isError && r.isFetching),
  }
}
