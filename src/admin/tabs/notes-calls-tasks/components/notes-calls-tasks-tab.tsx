import { useId, useState } from 'react'
import { queryErrorMessage } from '@/lib/api'
import type { RecordSubject } from '@/lib/resources'
import { TabList } from '@/admin/kit/records'
import { Button, EmptyState, ErrorState, LoadingState, Row, SelectField } from '@/ui'
import { useMe } from '../hooks/use-me'
import { useTimeline } from '../hooks/use-timeline'
import { filterTimeline, KIND_LABELS, type EntryKind, type TimelineEntry } from '../model/timeline'
import { StyledFilter, StyledMeta, StyledMore, StyledTab } from './activity-styles'
import { DeleteEntryDialog } from './delete-entry-dialog'
import { EntryEditor, type EditorTarget } from './entry-editor'
import { TimelineItem } from './timeline-item'

export interface NotesCallsTasksTabProps {
  /** The record whose notes, calls and tasks these are. */
  subject: RecordSubject
}

type KindFilter = EntryKind | 'all'

const FILTER_OPTIONS = [
  { value: 'all', label: 'Everything' },
  { value: 'note', label: 'Notes' },
  { value: 'call', label: 'Calls' },
  { value: 'task', label: 'Tasks' },
]

/**
 * Entries drawn at first and per "Show more": a hundred notes at once made one long task of
 * several hundred ms (each note's HTML sanitised and laid out; issue 10's detail benchmark).
 */
export const TIMELINE_STEP = 25

const EMPTY_TEXT: Record<KindFilter, string> = {
  all: 'No notes, calls or tasks yet',
  note: 'No notes yet',
  call: 'No calls logged yet',
  task: 'No tasks yet',
}

/**
 * A record's notes-calls-tasks tab (SPEC §2): one timeline of its notes, calls and tasks,
 * newest first, filterable by kind; staff add each kind, tick tasks, and edit or delete what
 * they wrote themselves.
 */
export function NotesCallsTasksTab({ subject }: NotesCallsTasksTabProps) {
  const me = useMe()
  const titleId = useId()
  const timeline = useTimeline(subject)
  const [kind, setKind] = useState<KindFilter>('all')
  const [limit, setLimit] = useState(TIMELINE_STEP)
  const [editing, setEditing] = useState<EditorTarget>(null)
  const [deleting, setDeleting] = useState<TimelineEntry | null>(null)
  const shown = filterTimeline(timeline.entries, kind)
  const drawn = shown.slice(0, limit)
  const more = Math.min(TIMELINE_STEP, shown.length - drawn.length)

  return (
    <StyledTab as="section" aria-labelledby={titleId}>
      <Row $align="flex-end" $justify="space-between" $gap="md">
        <h2 id={titleId}>Notes, calls and tasks</h2>
        <Row $gap="xs" $align="stretch">
          <Button onClick={() => setEditing({ kind: 'note' })}>Add note</Button>
          <Button variant="secondary" onClick={() => setEditing({ kind: 'call' })}>
            Log call
          </Button>
          <Button variant="secondary" onClick={() => setEditing({ kind: 'task' })}>
            Add task
          </Button>
        </Row>
      </Row>
      <StyledFilter>
        <SelectField
          label="Show"
          options={FILTER_OPTIONS}
          value={kind}
          onChange={(event) => {
            setKind(event.target.value as KindFilter)
            setLimit(TIMELINE_STEP)
          }}
        />
      </StyledFilter>
      {timeline.isPending ? (
        <LoadingState label="Loading notes, calls and tasks…" />
      ) : timeline.error ? (
        <ErrorState
          title="The notes, calls and tasks could not be loaded"
          message={queryErrorMessage(timeline.error) ?? undefined}
          onRetry={timeline.retry}
          retrying={timeline.isRetrying}
        />
      ) : shown.length === 0 ? (
        <EmptyState title={EMPTY_TEXT[kind]} description="Add one with the buttons above." />
      ) : (
        <>
          <TabList
            as="ol"
            $gap="sm"
            aria-label={kind === 'all' ? 'Timeline' : `${KIND_LABELS[kind]}s`}
          >
            {drawn.map((entry) => (
              <TimelineItem
                key={entry.key}
                entry={entry}
                me={me.id}
                onEdit={(e) => setEditing({ kind: e.kind, entry: e })}
                onDelete={setDeleting}
              />
            ))}
          </TabList>
          {more > 0 ? (
            <StyledMore>
              <StyledMeta aria-live="polite">
                Showing {drawn.length} of {shown.length}
              </StyledMeta>
              <Button variant="secondary" onClick={() => setLimit((n) => n + TIMELINE_STEP)}>
                Show {more} more
              </Button>
            </StyledMore>
          ) : null}
          {timeline.truncated ? (
            <StyledMeta>Showing the latest 100 of each kind.</StyledMeta>
          ) : null}
        </>
      )}
      <EntryEditor subject={subject} target={editing} onClose={() => setEditing(null)} />
      <DeleteEntryDialog entry={deleting} onClose={() => setDeleting(null)} />
    </StyledTab>
  )
}
