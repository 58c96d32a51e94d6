import { deleteRecord } from '@/lib/resources'
import { DialogForm, useFormSubmit } from '@/ui'
import type { OptionDeleteProps } from '@/admin/settings/option-lists'
import { plural } from '../model/paths'

/**
 * Asks before deleting a pipeline with its stages. A pipeline holding deals is refused by the
 * host (422 under `pipeline`): its message shows here, naming how many deals keep it.
 */
export function DeletePipelineDialog({ row: pipeline, onDeleted, onClose }: OptionDeleteProps) {
  const submission = useFormSubmit((_: void) => deleteRecord('pipelines', pipeline.id), {
    onSuccess: () => onDeleted(`Pipeline ${pipeline.name} deleted.`),
  })
  const refusal = submission.errorFor('pipeline') ?? submission.formError
  const deals = Number(pipeline.deals_count ?? 0)
  const stages = Number(pipeline.stages_count ?? 0)

  return (
    <DialogForm
      title={`Delete ${pipeline.name}?`}
      size="sm"
      submitLabel="Delete pipeline"
      savingLabel="Deleting"
      submitVariant="danger"
      // The refusal is the summary, as one message, not a list of field errors.
      submission={{ ...submission, formError: refusal, fieldErrors: {} }}
      onSubmit={() => void submission.submit()}
      onClose={onClose}
    >
      <p>
        {deals > 0
          ? `It holds ${plural(deals, 'deal')}: the host keeps a pipeline with deals, so move or delete them first.`
          : `Its ${plural(stages, 'stage')} go with it. This cannot be undone.`}
      </p>
    </DialogForm>
  )
}
