import { DialogForm, useFormSubmit } from '@/ui'
import { deletePipeline, type Pipeline } from '../api/pipelines'

export interface DeletePipelineDialogProps {
  pipeline: Pipeline
  onDeleted: () => void
  onClose: () => void
}

/**
 * Asks before deleting a pipeline with its stages. A pipeline holding deals is refused by the
 * host (422 under `pipeline`): its message shows here, naming how many deals keep it.
 */
export function DeletePipelineDialog({ pipeline, onDeleted, onClose }: DeletePipelineDialogProps) {
  const submission = useFormSubmit((_: void) => deletePipeline(pipeline.id), {
    onSuccess: onDeleted,
  })
  const refusal = submission.errorFor('pipeline') ?? submission.formError
  const deals = pipeline.deals_count ?? 0
  const stages = pipeline.stages_count ?? 0

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
          ? `It holds ${deals} deal${deals === 1 ? '' : 's'}: the host keeps a pipeline with deals, so move or delete them first.`
          : `Its ${stages} stage${stages === 1 ? '' : 's'} go with it. This cannot be undone.`}
      </p>
    </DialogForm>
  )
}
