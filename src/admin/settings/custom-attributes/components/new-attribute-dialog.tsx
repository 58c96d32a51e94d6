import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { DialogForm, SelectField, TextField, useFormSubmit, useToast } from '@/ui'
import { attributeKeys, createAttribute, type NewAttribute } from '../api/attributes'
import {
  ATTRIBUTE_ENTITIES,
  ATTRIBUTE_TYPES,
  ENTITY_LABELS,
  keyFromName,
  TYPE_LABELS,
  type Attribute,
  type AttributeEntity,
} from '../model/attribute-model'

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
      <SelectField
        label="Type"
        name="type"
        required
        options={ATTRIBUTE_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }))}
        value={values.type}
        error={submission.errorFor('type')}
        onChange={(e) => set('type', e.target.value as NewAttribute['type'])}
      />
      <SelectField
        label="Applies to"
        name="entity"
        required
        options={ATTRIBUTE_ENTITIES.map((e) => ({ value: e, label: ENTITY_LABELS[e] }))}
        value={values.entity}
        error={submission.errorFor('entity')}
        onChange={(e) => set('entity', e.target.value as NewAttribute['entity'])}
      />
    </DialogForm>
  )
}
