import { useState } from 'react'
import { DialogForm, TextAreaField, useFormSubmit } from '@/ui'
import type { PromotionExemption } from '@/lib/compliance'
import { saveStatement } from './promotion-exemptions-api'

export interface StatementDialogProps {
  exemption: PromotionExemption
  onClose: () => void
  onSaved: () => void
}

/** The prescribed wording of one exemption. What is typed stays while the host refuses. */
export function StatementDialog({ exemption, onClose, onSaved }: StatementDialogProps) {
  const [text, setText] = useState(exemption.statement)
  const submission = useFormSubmit((value: string) => saveStatement(exemption.key, value), {
    onSuccess: onSaved,
  })
  return (
    <DialogForm
      title={`Edit the ${exemption.name} statement`}
      description="Investors choosing this exemption agree to this wording. Statements already made keep the wording they agreed to."
      submitLabel="Save statement"
      submission={submission}
      onClose={onClose}
      onSubmit={() => void submission.submit(text)}
    >
      <TextAreaField
        label="Statement"
        hint="Plain text: each line is a paragraph."
        required
        rows={14}
        value={text}
        error={submission.fieldErrors.statement}
        onChange={(e) => setText(e.target.value)}
      />
    </DialogForm>
  )
}
