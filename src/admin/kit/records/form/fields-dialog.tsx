import type { ReactNode } from 'react'
import { DialogForm, type ButtonVariant, type DialogFormProps } from '@/ui'
import type { FormValues } from '../model/form-config'
import type { DialogField } from './dialog-fields'
import { useFieldsForm } from './use-fields-form'

export interface FieldsDialogProps<T> {
  title: ReactNode
  description?: ReactNode
  submitLabel: ReactNode
  savingLabel?: string
  /** 'danger' for a submit that refuses or removes (reject a document). */
  submitVariant?: ButtonVariant
  size?: DialogFormProps['size']
  /** The dialog's fields, declared like a record form's. */
  fields: readonly DialogField[]
  /** Starting values by field name (fields not named start empty as in the record form). */
  initial?: FormValues
  /** The record being edited: the fields start from its values instead. */
  record?: Record<string, unknown>
  /** Sends the values (reshape them here); a 422 lands on the fields the host names, nothing typed is lost. */
  submit: (values: FormValues) => Promise<T>
  onSaved: (result: T) => void
  onClose: () => void
  /** Shown above the fields (context text, a summary of the record). */
  children?: ReactNode
  /**
   * The host's checks only: for a field whose rule depends on the request (a reason required
   * only when rejecting), the host's message says more than a client "required" could.
   */
  hostChecks?: boolean
}

/** A dialog of declared fields, in the product's dialog shell (Cancel and submit in the footer). */
export function FieldsDialog<T>({
  fields,
  initial,
  record,
  submit,
  onSaved,
  children,
  hostChecks,
  ...shell
}: FieldsDialogProps<T>) {
  const form = useFieldsForm({ fields, initial, record, submit, onSaved, hostChecks })
  return (
    <DialogForm {...shell} submission={form.submission} onSubmit={form.onSubmit}>
      {children}
      {form.drawn.map((d) => d.control)}
    </DialogForm>
  )
}
