import { FieldsForm, textOf, type FieldDecl } from '@/admin/kit/records'
import type { RecordSubject } from '@/lib/resources'
import { useToast } from '@/ui'
import { createNote, updateNote } from '../api/activity-requests'
import { useRefreshEntries } from '../hooks/use-entry-actions'
import type { Note } from '../model/records'

export interface NoteFormProps {
  subject: RecordSubject
  /** The note being edited; absent for a new one. */
  note?: Note
  onDone: () => void
}

// Not required here: the editor hands over '' when emptied, so the host's rule answers.
const FIELDS: FieldDecl[] = [
  { name: 'body', label: 'Note', kind: 'richtext', wide: true, aiRewrite: false },
]

/** Writes or edits a note: rich text, stored as HTML and shown sanitised. */
export function NoteForm({ subject, note, onDone }: NoteFormProps) {
  const refresh = useRefreshEntries()
  const toast = useToast()
  return (
    <FieldsForm
      label={note ? 'Edit note' : 'Add a note'}
      submitLabel={note ? 'Save note' : 'Add note'}
      fields={FIELDS}
      initial={{ body: note?.body ?? '' }}
      submit={(v) => {
        const input = { body: textOf(v.body) }
        return note ? updateNote(note.id, input) : createNote(subject, input)
      }}
      onSaved={() => {
        void refresh('note')
        toast.success(note ? 'The note has been updated.' : 'The note has been added.')
        onDone()
      }}
      onCancel={onDone}
    />
  )
}
