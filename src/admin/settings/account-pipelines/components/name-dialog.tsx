import { useState } from 'react'
import { DialogForm, TextField, useFormSubmit } from '@/ui'

export interface NameDialogProps {
  /** "New pipeline", "Rename stage". */
  title: string
  /** The field's label ("Pipeline name"). */
  label: string
  /** The name today (a rename); empty for a new one. */
  initial?: string
  /** The submit button ("Create pipeline", "Save name"). */
  submitLabel: string
  /** Saves the name; its 422 shows on the field (the host answers under `name`). */
  save: (name: string) => Promise<unknown>
  /** After a successful save, with the name saved. */
  onSaved: (name: string) => void
  onClose: () => void
}

/**
 * One name, created or renamed: what a pipeline and a stage both need. The host's 422 shows on
 * the field and the name typed stays, so nothing is lost on a refusal.
 */
export function NameDialog({
  title,
  label,
  initial = '',
  submitLabel,
  save,
  onSaved,
  onClose,
}: NameDialogProps) {
  const [name, setName] = useState(initial)
  const submission = useFormSubmit((value: string) => save(value), {
    onSuccess: (_result, value) => onSaved(value),
  })

  return (
    <DialogForm
      title={title}
      size="sm"
      submitLabel={submitLabel}
      submission={submission}
      onSubmit={() => void submission.submit(name.trim())}
      onClose={onClose}
    >
      <TextField
        label={label}
        name="name"
        required
        autoComplete="off"
        value={name}
        error={submission.errorFor('name')}
        onChange={(e) => {
          setName(e.target.value)
          submission.clearFieldError('name')
        }}
      />
    </DialogForm>
  )
}
