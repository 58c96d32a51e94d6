import { personName, type PersonLike } from '@/lib/api'
import { formatDate } from '@/lib/format'
import { Button, HtmlView, Row, StatusBadge, type StatusTone } from '@/ui'
import { formatDateTime } from '@/lib/format'
import { formatDuration } from '../model/duration'
import { DIRECTION_LABELS, OUTCOME_LABELS, PRIORITY_LABELS } from '../model/labels'
import { isOverdue } from '../model/overdue'
import { canTick, isOwnEntry, KIND_LABELS, type TimelineEntry } from '../model/timeline'
import { StyledActions, StyledEntry, StyledMeta, StyledText, StyledTitle } from './activity-styles'
import { TaskTick } from './task-tick'

const KIND_TONES: Record<TimelineEntry['kind'], StatusTone> = {
  note: 'info',
  call: 'neutral',
  task: 'warning',
}

export interface TimelineItemProps {
  entry: TimelineEntry
  me: number | null
  onEdit: (entry: TimelineEntry) => void
  onDelete: (entry: TimelineEntry) => void
}

// Included relations arrive untyped beside the record (RecordOf's index signature).
const nameOf = (person: unknown, fallback: string) =>
  personName(person as PersonLike | null, fallback)

/** One note, call or task of the timeline, with its author's actions when it is theirs. */
export function TimelineItem({ entry, me, onEdit, onDelete }: TimelineItemProps) {
  const own = isOwnEntry(entry, me)
  const overdue = entry.kind === 'task' && isOverdue(entry.record)
  const label = `${KIND_LABELS[entry.kind].toLowerCase()} of ${formatDateTime(entry.at)}`
  return (
    <StyledEntry
      as="li"
      $gap="xs"
      $overdue={overdue}
      aria-label={`${KIND_LABELS[entry.kind]}, ${formatDateTime(entry.at)}`}
    >
      <Row $gap="xs">
        <StatusBadge tone={KIND_TONES[entry.kind]}>{KIND_LABELS[entry.kind]}</StatusBadge>
        {overdue ? <StatusBadge tone="danger">Overdue</StatusBadge> : null}
        <StyledMeta>{byline(entry)}</StyledMeta>
        {own ? (
          <StyledActions $gap="xs" $align="stretch">
            <Button
              size="sm"
              variant="ghost"
              onClick={() => onEdit(entry)}
              aria-label={`Edit ${label}`}
            >
              Edit
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => onDelete(entry)}
              aria-label={`Delete ${label}`}
            >
              Delete
            </Button>
          </StyledActions>
        ) : null}
      </Row>
      <EntryBody entry={entry} me={me} />
    </StyledEntry>
  )
}

/** Who and when: the author of a note or call, the assignee of a task. */
function byline(entry: TimelineEntry): string {
  const when = formatDateTime(entry.at)
  switch (entry.kind) {
    case 'note':
      return `${nameOf(entry.record.user, 'Unknown author')} · ${when}`
    case 'call':
      return `${nameOf(entry.record.user, 'Unknown caller')} · ${when}`
    case 'task':
      return `Assigned to ${nameOf(entry.record.assignee, 'nobody')} · set ${when}`
  }
}

function EntryBody({ entry, me }: { entry: TimelineEntry; me: number | null }) {
  if (entry.kind === 'note') return <HtmlView html={entry.record.body} />
  if (entry.kind === 'call') {
    const call = entry.record
    return (
      <>
        <StyledTitle>
          {DIRECTION_LABELS[call.direction]} call · {OUTCOME_LABELS[call.outcome] ?? call.outcome} ·{' '}
          {formatDuration(call.duration_seconds)}
        </StyledTitle>
        {call.phone_number ? <StyledMeta>{call.phone_number}</StyledMeta> : null}
        {call.summary ? <StyledText>{call.summary}</StyledText> : null}
      </>
    )
  }
  const task = entry.record
  const done = task.status === 'done'
  return (
    <>
      <StyledTitle $done={done}>{task.title}</StyledTitle>
      <StyledMeta>
        {task.due_date ? `Due ${formatDate(task.due_date, 'UTC')}` : 'No due date'} ·{' '}
        {PRIORITY_LABELS[task.priority] ?? task.priority} priority
        {done && task.completed_at ? ` · Done ${formatDate(task.completed_at)}` : ''}
      </StyledMeta>
      {task.description ? <StyledText>{task.description}</StyledText> : null}
      <TaskTick task={task} disabled={!canTick(task, me)} />
    </>
  )
}
