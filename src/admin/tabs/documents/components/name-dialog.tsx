import { FieldsDialog, trimmed } from '@/admin/kit/records'

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
export function NameDialog({
  open,
  label,
  initialName = '',
  onSave,
  onSaved,
  ...dialog
}: NameDialogProps) {
  if (!open) return null
  return (
    <FieldsDialog
      {...dialog}
      size="sm"
      fields={[{ name: 'name', label, kind: 'text', required: true, maxLength: 255 }]}
      initial={{ name: initialName }}
      submit={(v) => onSave(trimmed(v.name))}
      onSaved={() => onSaved()}
    />
  )
}
