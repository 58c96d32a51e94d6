import { useState } from 'react'
import styled from 'styled-components'
import {
  Button,
  DateField,
  FileField,
  Form,
  FormActions,
  TextAreaField,
  TextField,
  useFormSubmit,
} from '@/ui'

export type FieldKind = 'text' | 'textarea' | 'date' | 'url' | 'image'

export interface FieldSpec {
  /** The column, as the host names it in its 422 (`title`, `photo`). */
  name: string
  label: string
  kind: FieldKind
  required?: boolean
  hint?: string
}

export type ItemValues = Record<string, string | File | null>

export interface ItemFormProps {
  fields: FieldSpec[]
  initial: ItemValues
  /** The form's accessible name ("New key point", "Edit Strong margins"). */
  label: string
  submitLabel: string
  onSave: (values: ItemValues) => Promise<unknown>
  onDone: () => void
  onCancel: () => void
}

/**
 * One row's fields, saved on their own: the host's 422 shows on each field and what was typed
 * stays (SPEC §5); a second submit while one is in flight is ignored.
 */
export function ItemForm({
  fields,
  initial,
  label,
  submitLabel,
  onSave,
  onDone,
  onCancel,
}: ItemFormProps) {
  const [values, setValues] = useState<ItemValues>(initial)
  const submission = useFormSubmit(onSave, { onSuccess: onDone })
  const set = (name: string, value: string | File | null) => {
    setValues((v) => ({ ...v, [name]: value }))
    submission.clearFieldError(name)
  }
  const text = (name: string) => {
    const v = values[name]
    return typeof v === 'string' ? v : ''
  }

  return (
    <StyledForm
      aria-label={label}
      submission={submission}
      onSubmit={() => void submission.submit(values)}
    >
      {fields.map((f) => {
        const common = {
          label: f.label,
          required: f.required,
          hint: f.hint,
          error: submission.errorFor(f.name),
        }
        switch (f.kind) {
          case 'textarea':
            return (
              <TextAreaField
                key={f.name}
                {...common}
                rows={3}
                value={text(f.name)}
                onChange={(e) => set(f.name, e.target.value)}
              />
            )
          case 'date':
            return (
              <DateField
                key={f.name}
                {...common}
                value={text(f.name)}
                onChange={(e) => set(f.name, e.target.value)}
              />
            )
          case 'image': {
            const file = values[f.name]
            return (
              <FileField
                key={f.name}
                {...common}
                accept="image/*"
                files={file instanceof File ? [file] : []}
                onChange={(files) => set(f.name, files[0] ?? null)}
              />
            )
          }
          default:
            return (
              <TextField
                key={f.name}
                {...common}
                type={f.kind === 'url' ? 'url' : 'text'}
                value={text(f.name)}
                onChange={(e) => set(f.name, e.target.value)}
              />
            )
        }
      })}
      <FormActions>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={submission.isSubmitting} loadingText="Saving">
          {submitLabel}
        </Button>
      </FormActions>
    </StyledForm>
  )
}

const StyledForm = styled(Form)`
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colours.surfaceSubtle};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.md};
`
