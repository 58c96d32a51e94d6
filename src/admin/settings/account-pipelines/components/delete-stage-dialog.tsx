import { useId, useState } from 'react'
import { Button, Form, Modal, SelectField, useFormSubmit } from '@/ui'
import { http } from '@/lib/api'
import type { OptionDeleteProps } from '@/admin/settings/option-lists'

import { plural } from '../model/paths'

const dealsLabel = (n: number) => plural(n, 'deal')

/** DELETE the stage; its deals (if any) move to `moveTo` first (422 without it when it holds deals). */
async function deleteStage(id: number, moveTo: number | null): Promise<void> {
  const query = moveTo === null ? '' : `?move_to_stage_id=${moveTo}`
  await http.delete(`/api/pipeline-stages/${id}${query}`)
}

/**
 * Deletes a stage; one holding deals first asks which stage of the pipeline takes them, and the
 * host moves them there before deleting (its 422 shows on the select, the choice kept).
 */
export function DeleteStageDialog({ row: stage, rows, onDeleted, onClose }: OptionDeleteProps) {
  const formId = useId()
  // The pipeline's other stages: where its deals may go.
  const others = rows.filter((s) => s.id !== stage.id)
  const deals = Number(stage.deals_count ?? 0)
  const [target, setTarget] = useState(deals > 0 && others.length === 1 ? String(others[0].id) : '')
  const submission = useFormSubmit((moveTo: number | null) => deleteStage(stage.id, moveTo), {
    onSuccess: (_r, moveTo) => {
      const to = others.find((s) => s.id === moveTo)
      onDeleted(
        to
          ? `Stage ${stage.name} deleted; its deals moved to ${to.name}.`
          : `Stage ${stage.name} deleted.`,
      )
    },
  })
  const blocked = deals > 0 && others.length === 0

  return (
    <Modal
      open
      onClose={onClose}
      title={`Delete the stage ${stage.name}?`}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          {blocked ? null : (
            <Button
              type="submit"
              form={formId}
              variant="danger"
              loading={submission.isSubmitting}
              loadingText="Deleting"
            >
              {deals > 0 ? 'Move deals and delete' : 'Delete stage'}
            </Button>
          )}
        </>
      }
    >
      <Form
        id={formId}
        submission={submission}
        onSubmit={() => void submission.submit(deals > 0 && target ? Number(target) : null)}
      >
        {deals === 0 ? (
          <p>It holds no deals. This cannot be undone.</p>
        ) : blocked ? (
          <p>
            It holds {dealsLabel(deals)} and is the pipeline’s only stage: add another stage to move
            them to first.
          </p>
        ) : (
          <>
            <p>It holds {dealsLabel(deals)}. Choose the stage they move to before it goes.</p>
            <SelectField
              label={`Move its ${dealsLabel(deals)} to`}
              name="move_to_stage_id"
              required
              placeholder="Choose a stage"
              options={others.map((s) => ({ value: String(s.id), label: s.name }))}
              value={target}
              error={submission.errorFor('move_to_stage_id')}
              onChange={(e) => {
                setTarget(e.target.value)
                submission.clearFieldError('move_to_stage_id')
              }}
            />
          </>
        )}
      </Form>
    </Modal>
  )
}
