import { useState } from 'react'
import { useFormSubmit, useToast } from '@/ui'
import type { EntryKind } from '../model/timeline'
import { useRefreshEntries } from './use-entry-actions'

/**
 * A note, call or task form's state: the values as typed (kept whatever the host answers),
 * SPEC §5 submit handling, and a refresh of the family's lists once saved.
 */
export function useEntryForm<V extends Record<string, string>>(
  kind: EntryKind,
  initial: () => V,
  save: (values: V) => Promise<unknown>,
  onSaved: () => void,
  savedMessage: string,
) {
  const [values, setValues] = useState<V>(initial)
  const refresh = useRefreshEntries()
  const toast = useToast()
  const submission = useFormSubmit(save, {
    onSuccess: () => {
      void refresh(kind)
      toast.success(savedMessage)
      onSaved()
    },
  })
  const set = (field: keyof V, value: string, errorKey: string = String(field)) => {
    setValues((v) => ({ ...v, [field]: value }))
    submission.clearFieldError(errorKey)
  }
  /** Props for a text-like field; `errorKey` is the host's name when it differs from ours. */
  const bind = (field: keyof V & string, errorKey: string = field) => ({
    name: field,
    value: values[field],
    error: submission.errorFor(errorKey),
    onChange: (event: { target: { value: string } }) => set(field, event.target.value, errorKey),
  })
  return { values, set, bind, submission, submit: () => void submission.submit(values) }
}
