import { useQueryClient } from '@tanstack/react-query'
import { DialogForm, useFormSubmit, useToast } from '@/ui'
import { cleanseSounding, invalidateSoundings } from '../api/soundings'
import { opportunityName, type RegisterRow } from '../model/register-rows'

export interface CleanseDialogProps {
  sounding: RegisterRow
  onClose: () => void
}

/**
 * "Cleanse": the sounding's information has been made public. Every investor it went to is
 * recorded as cleansed now, in one step that cannot be undone, so it asks first.
 */
export function CleanseDialog({ sounding, onClose }: CleanseDialogProps) {
  const toast = useToast()
  const queryClient = useQueryClient()
  const submission = useFormSubmit((id: number) => cleanseSounding(id), {
    onSuccess: (rows) => {
      void invalidateSoundings(queryClient)
      toast.success(
        `Cleansed: ${rows.length} insider${rows.length === 1 ? '' : 's'} no longer hold${rows.length === 1 ? 's' : ''} inside information.`,
      )
      onClose()
    },
  })
  return (
    <DialogForm
      size="sm"
      onClose={onClose}
      title="Cleanse market sounding"
      description={`“${sounding.title}” on ${opportunityName(sounding)} has been made public. Every investor sounded with it is recorded as cleansed now. This cannot be undone.`}
      submitLabel="Cleanse"
      savingLabel="Cleansing"
      submission={submission}
      onSubmit={() => void submission.submit(sounding.id)}
    >
      {null}
    </DialogForm>
  )
}
