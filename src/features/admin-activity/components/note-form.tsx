import type { RecordSubject } from '@/lib/resources'
import { Button, Form, FormActions, RichTextEditor } from '@/ui'
import { createNote, updateNote } from '../api/activity-requests'
import { useEntryForm } from '../hooks/use-entry-form'
import type { Note } from '../model/records'

export interface NoteFormProps {
  subject: RecordSubject
  /** The note being edited; absent for a new one. */
  note?: Note
  onDone: () => void
}

/** Writes or edits a note: rich text, stored as HTML and shown sanitised. */
export function NoteForm({ subject, note, onDone }: NoteFormProps) {
  const form = useEntryForm(
    'note',
    () => ({ body: note?.body ?? '' }),
    // The editor hands over '' when emptied, so the host's required rule answers on the field.
    (v) => (note ? updateNote(note.id, v) : createNote(subject, v)),
    onDone,
    note ? 'The note has been updated.' : 'The note has been added.',
  )
  return (
    <Form
      onSubmit={form.submit}
      submission={form.submission}
      aria-label={note ? 'Edit note' : 'Add a note'}
    >
      <RichTextEditor
        label="Note"
        value={form.values.body}
        onChange={(html) => form.set('body', html)}
        error={form.submission.errorFor('body')}
      />
      <FormActions>
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={form.submission.isSubmitting} loadingText="Saving">
          {note ? 'Save note' : 'Add note'}
        </Button>
      </FormActions>
    </Form>
  )
}
