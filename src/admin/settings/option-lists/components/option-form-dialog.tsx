import { useQueryClient } from '@tanstack/react-query'
import { FieldsDialog, trimmed, type FormValues } from '@/admin/kit/records'
import { createRecord, updateRecord } from '@/lib/resources'
import { useToast } from '@/ui'
import { refreshFamily, type Scope } from '../api/option-list-api'
import type { OptionField, OptionListConfig, OptionRow } from '../model/option-list'
import type { OptionTexts } from '../model/option-texts'

export interface OptionFormDialogProps {
  config: OptionListConfig
  texts: OptionTexts
  /** The parent a new row belongs to, sent with it, and its name. */
  scope: Scope
  parentName: string
  /** The row being edited; absent: a new one. */
  row?: OptionRow
  onClose: () => void
}

/** A family's choice sent as the row's id (a sub-type's type), not as a word of its own. */
const sendsId = (field: OptionField) =>
  field.kind === 'select' &&
  field.options !== undefined &&
  !Array.isArray(field.options) &&
  !('value' in field.options && field.options.value)

/** What the host stores: trimmed text ('' for a required one left empty, else null), ids as numbers. */
function sent(field: OptionField, value: FormValues[string] | undefined) {
  if (typeof value === 'boolean') return value
  const text = trimmed(value)
  if (text === '') return field.required ? '' : null
  return sendsId(field) ? Number(text) : text
}

/** Create or edit one row of an option list; the host checks it, and its 422s show on the fields. */
export function OptionFormDialog({
  config,
  texts,
  scope,
  parentName,
  row,
  onClose,
}: OptionFormDialogProps) {
  const toast = useToast()
  const client = useQueryClient()
  return (
    <FieldsDialog
      title={row ? texts.editTitle(row) : texts.newTitle(parentName)}
      submitLabel={row ? texts.editSubmit : texts.newSubmit}
      size={config.dialogSize}
      fields={config.fields}
      initial={config.initial}
      record={row}
      hostChecks
      submit={(values) => {
        const fields = Object.fromEntries(
          config.fields.map((f) => [f.name, sent(f, values[f.name])]),
        )
        const body = row ? fields : { ...scope, ...fields }
        const save = row
          ? updateRecord(config.family, row.id, body)
          : createRecord(config.family, body)
        return save.then(() => String(body.name ?? ''))
      }}
      onSaved={(name) => {
        void refreshFamily(client, config)
        toast.success(row ? texts.saved(name) : texts.added(name))
        onClose()
      }}
      onClose={onClose}
    />
  )
}
