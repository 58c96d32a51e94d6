import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { RecordSubject } from '@/lib/resources'
import { resourceKeys } from '@/lib/resources'
import { DialogForm, SelectField, TextAreaField, useFormSubmit, useToast } from '@/ui'
import {
  categorisationKey,
  changeCategorisation,
  type Categorisation,
  type CategorisationInput,
} from '../api/categorisation'
import { subjectNoun } from '../model/subject-words'

export interface ChangeCategoryDialogProps {
  subject: RecordSubject
  categorisation: Categorisation
  onClose: () => void
}

const NONE = ''

/**
 * Staff set the category with the reason for the change. The host stamps the confirmation, so
 * what the investor may do in the portal follows the new category at once.
 */
export function ChangeCategoryDialog({
  subject,
  categorisation,
  onClose,
}: ChangeCategoryDialogProps) {
  const toast = useToast()
  const queryClient = useQueryClient()
  const [categoryId, setCategoryId] = useState(
    categorisation.investor_category_id == null
      ? NONE
      : String(categorisation.investor_category_id),
  )
  const [reason, setReason] = useState('')
  const submission = useFormSubmit(
    (input: CategorisationInput) => changeCategorisation(subject, input),
    {
      onSuccess: (saved) => {
        queryClient.setQueryData(categorisationKey(subject), saved)
        // The record's header and lists show the category too.
        void queryClient.invalidateQueries({ queryKey: resourceKeys(subject.type).all })
        toast.success(
          saved.category
            ? `The ${subjectNoun(subject)} is now categorised as ${saved.category.name}.`
            : `The ${subjectNoun(subject)}'s category was removed.`,
        )
        onClose()
      },
    },
  )

  return (
    <DialogForm
      onClose={onClose}
      title="Change investor category"
      description={`The ${subjectNoun(subject)}'s access to investments follows the category you set.`}
      submitLabel="Save category"
      submission={submission}
      onSubmit={() =>
        void submission.submit({
          investor_category_id: categoryId === NONE ? null : Number(categoryId),
          reason: reason.trim(),
        })
      }
    >
      <SelectField
        label="Investor category"
        name="investor_category_id"
        placeholder="No category"
        options={categorisation.categories.map((c) => ({ value: String(c.id), label: c.name }))}
        value={categoryId}
        error={submission.errorFor('investor_category_id')}
        onChange={(e) => {
          setCategoryId(e.target.value)
          submission.clearFieldError('investor_category_id')
        }}
      />
      <TextAreaField
        label="Reason for the change"
        name="reason"
        required
        rows={3}
        maxLength={1000}
        hint="Kept in the record's history, e.g. the evidence you saw."
        value={reason}
        error={submission.errorFor('reason')}
        onChange={(e) => {
          setReason(e.target.value)
          submission.clearFieldError('reason')
        }}
      />
    </DialogForm>
  )
}
