import type { RecordSubject } from '@/lib/resources'
import { Modal } from '@/ui'
import type { EntryKind, TimelineEntry } from '../model/timeline'
import { CallForm } from './call-form'
import { NoteForm } from './note-form'
import { TaskForm } from './task-form'

/** What the editor is open for: a new entry of a kind, or an existing one. */
export type EditorTarget = { kind: EntryKind; entry?: TimelineEntry } | null

const TITLES: Record<EntryKind, [add: string, edit: string]> = {
  note: ['Add a note', 'Edit note'],
  call: ['Log a call', 'Edit call'],
  task: ['Add a task', 'Edit task'],
}

/** The note, call or task form in a dialog, for adding and editing alike. */
export function EntryEditor({
  subject,
  target,
  onClose,
}: {
  subject: RecordSubject
  target: EditorTarget
  onClose: () => void
}) {
  const entry = target?.entry
  return (
    <Modal
      open={target !== null}
      onClose={onClose}
      title={target ? TITLES[target.kind][entry ? 1 : 0] : ''}
      size="lg"
    >
      {target?.kind === 'note' ? (
        <NoteForm
          subject={subject}
          note={entry?.kind === 'note' ? entry.record : undefined}
          onDone={onClose}
        />
      ) : null}
      {target?.kind === 'call' ? (
        <CallForm
          subject={subject}
          call={entry?.kind === 'call' ? entry.record : undefined}
          onDone={onClose}
        />
      ) : null}
      {target?.kind === 'task' ? (
        <TaskForm
          subject={subject}
          task={entry?.kind === 'task' ? entry.record : undefined}
          onDone={onClose}
        />
      ) : null}
    </Modal>
  )
}
