import { useId } from 'react'
import { Button, Form, FormError, Modal, useFormSubmit } from '@/ui'
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
  const formId = useId()
  const submission = useFormSubmit((_: void) => deletePipeline(pipeline.id), {
    onSuccess: onDeleted,
  })
  const refusal = submission.errorFor('pipeline') ?? submission.formError
  const deals = pipeline.deals_count ?? 0
  const stages = pipeline.stages_count ?? 0

  return (
    <Modal
      open
      onClose={onClose}
      title={`Delete ${pipeline.name}?`}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={formId}
            variant="danger"
            loading={submission.isSubmitting}
            loadingText="Deleting"
          >
            Delete pipeline
          </Button>
        </>
      }
    >
      {/* The summary is drawn below, as one message, not Form's list of field errors. */}
      <Form id={formId} onSubmit={() => void submission.submit()}>
        {refusal ? <FormError message={refusal} /> : null}
        <p>
          {deals > 0
            ? `It holds ${deals} deal${deals === 1 ? '' : 's'}: the host keeps a pipeline with deals, so move or delete them first.`
            : `Its ${stages} stage${stages === 1 ? '' : 's'} go with it. This cannot be undone.`}
        </p>
      </Form>
    </Modal>
  )
}
