import styled from 'styled-components'
import { useFieldsForm, type FieldDecl, type FormValues } from '@/admin/kit/records'
import { Button, Form, FormActions } from '@/ui'

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

/** A row's field as the record form declares it: an image is a file field of one image. */
const declOf = ({ kind, ...spec }: FieldSpec): FieldDecl =>
  kind === 'image'
    ? { ...spec, kind: 'file', accept: 'image/*' }
    : { ...spec, kind, rows: kind === 'textarea' ? 3 : undefined }

const toForm = (values: ItemValues): FormValues =>
  Object.fromEntries(Object.entries(values).map(([name, v]) => [name, v instanceof File ? [v] : v]))

const fromForm = (fields: FieldSpec[], values: FormValues): ItemValues =>
  Object.fromEntries<string | File | null>(
    fields.map(({ name, kind }) => {
      const v = values[name]
      if (kind === 'image') return [name, Array.isArray(v) && v[0] instanceof File ? v[0] : null]
      return [name, typeof v === 'string' ? v : '']
    }),
  )

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
  const form = useFieldsForm({
    fields: fields.map(declOf),
    initial: toForm(initial),
    submit: (values) => onSave({ ...initial, ...fromForm(fields, values) }),
    onSaved: onDone,
  })
  return (
    <StyledForm aria-label={label} submission={form.submission} onSubmit={form.onSubmit}>
      {form.drawn.map((d) => d.control)}
      <FormActions>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={form.submission.isSubmitting} loadingText="Saving">
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
