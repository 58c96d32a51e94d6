import { useState } from 'react'
import { Button, Form, FormActions, Modal, TextField, useFormSubmit } from '@/ui'

export interface NameDialogProps {
  open: boolean
  onClose: () => void
  title: string
  label: string
  initialName?: string
  submitLabel: string
  /** Saves the name; a 422's `name` error shows at the field and the dialog stays. */
  onSave: (name: string) => Promise<unknown>
  onSaved: () => void
}

/** A dialog asking for one name (a new folder, a folder's new name). */
export function NameDialog(props: NameDialogProps) {
  return (
    <Modal open={props.open} onClose={props.onClose} title={props.title} size="sm">
      <NameForm {...props} />
    </Modal>
  )
}

function NameForm({
  onClose,
  label,
  initialName = '',
  submitLabel,
  onSave,
  onSaved,
}: NameDialogProps) {
  const [name, setName] = useState(initialName)
  const save = useFormSubmit((value: string) => onSave(value), { onSuccess: () => onSaved() })
  return (
    <Form onSubmit={() => void save.submit(name.trim())} submission={save}>
      <TextField
        label={label}
        value={name}
        required
        maxLength={255}
        onChange={(e) => {
          setName(e.target.value)
          save.clearFieldError('name')
        }}
        error={save.errorFor('name')}
      />
      <FormActions>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={save.isSubmitting} loadingText="Saving">
          {submitLabel}
        </Button>
      </FormActions>
    </Form>
  )
}
