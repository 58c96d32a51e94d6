import { Button, Modal } from '@/ui'
import type { BankQuestion } from './appropriateness-api'

export interface RemoveQuestionDialogProps {
  question: BankQuestion
  busy: boolean
  onCancel: () => void
  onConfirm: () => void
}

/** Asks before a question is retired (answers already given stay in the evidence). */
export function RemoveQuestionDialog({
  question,
  busy,
  onCancel,
  onConfirm,
}: RemoveQuestionDialogProps) {
  return (
    <Modal
      open
      size="sm"
      onClose={onCancel}
      title="Remove this question?"
      description="Investors will no longer be asked it. Answers already given stay in their compliance evidence."
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="danger" loading={busy} loadingText="Removing…" onClick={onConfirm}>
            Remove question
          </Button>
        </>
      }
    >
      <p>{question.question}</p>
    </Modal>
  )
}
