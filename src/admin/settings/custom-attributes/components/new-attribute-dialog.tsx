import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { DialogForm, TextField, useFormSubmit, useToast } from '@/ui'
import { attributeKeys, createAttribute, type NewAttribute } from '../api/attributes'
import { keyFromName, type Attribute, type AttributeEntity } from '../model/attribute-model'
import { KindFields } from './kind-fields'

export interface NewAttributeDialogProps {
  /** The records the list shows now: the new attribute applies to them unless changed. */
  entity: AttributeEntity | null
  onClose: () => void
  /** After the host created it (a select goes on to its options). */
  onCreated: (attribute: Attribute) => void
}

/**
 * "New attribute": name, key (derived from the name until edited), type and the records it
 * applies to → POST /api/attributes; the host's 422s land on the fields, nothing typed lost.
 */
export function NewAttributeDialog({ entity, onClose, onCreated }: NewAttributeDialogProps) {
  const toast = useToast()
  const client = useQueryClient()
  const [values, setValues] = useState<NewAttribute>({
    name: '',
    key: '',
    type: 'text',
    entity: entity ?? 'investor',
  })
  // The key follows the name until it is edited by hand.
  const [keyEdited, setKeyEdited] = useState(false)
  const submission = useFormSubmit(createAttribute, {
    onSuccess: (created) => {
      void client.invalidateQueries({ queryKey: attributeKeys.all })
      toast.success(`Custom attribute ${created.name} created`)
      onCreated(created)
    },
  })
  const set = <K extends keyof NewAttribute>(field: K, value: NewAttribute[K]) => {
    setValues((v) => ({ ...v, [field]: value }))
    submission.clearFieldError(field)
  }

  return (
    <DialogForm
      title="New attribute"
      description="A field of your own on the records it applies to, under Additional details."
      submitLabel="Create attribute"
      savingLabel="Creating…"
      submission={submission}
      onSubmit={() => void submission.submit({ ...values, name: values.name.trim() })}
      onClose={onClose}
    >
      <TextField
        label="Name"
        name="name"
        required
        maxLength={255}
        value={values.name}
        error={submission.errorFor('name')}
        onChange={(e) => {
          const name = e.target.value
          setValues((v) => ({ ...v, name, key: keyEdited ? v.key : keyFromName(name) }))
          submission.clearFieldError('name')
          if (!keyEdited) submission.clearFieldError('key')
        }}
      />
      <TextField
        label="Key"
        name="key"
        required
        maxLength={100}
        hint="How exports and integrations name it; made from the name unless you change it."
        value={values.key}
        error={submission.errorFor('key')}
        onChange={(e) => {
          setKeyEdited(true)
          set('key', e.target.value)
        }}
      />
      <KindFields value={values} errorFor={submission.errorFor} onChange={set} />
    </DialogForm>
  )
}
