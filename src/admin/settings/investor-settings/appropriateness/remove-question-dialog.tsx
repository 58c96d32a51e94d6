import { DeleteDialog } from '@/admin/settings/components/delete-dialog'
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
    <DeleteDialog
      size="sm"
      onClose={onCancel}
      title="Remove this question?"
      description="Investors will no longer be asked it. Answers already given stay in their compliance evidence."
      deleteLabel="Remove question"
      busyLabel="Removing…"
      busy={busy}
      onDelete={onConfirm}
    >
      <p>{question.question}</p>
    </DeleteDialog>
  )
}
