import { useId, useState } from 'react'
import { Button, Form, Modal, TextAreaField, useFormSubmit } from '@/ui'
import type { OnboardingDocument } from '../api/onboarding-documents'

export interface RejectDocumentDialogProps {
  document: OnboardingDocument
  reject: (reason: string) => Promise<unknown>
  onClose: () => void
}

/** Rejecting asks why: the investor reads the reason and uploads again. */
export function RejectDocumentDialog({ document, reject, onClose }: RejectDocumentDialogProps) {
  const formId = useId()
  const [reason, setReason] = useState('')
  const submission = useFormSubmit((text: string) => reject(text), { onSuccess: onClose })
  return (
    <Modal
      open
      onClose={onClose}
      title={`Reject ${document.name}`}
      description="The investor is told the reason and asked to provide the document again."
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
            loadingText="Rejecting"
          >
            Reject document
          </Button>
        </>
      }
    >
      <Form
        id={formId}
        submission={submission}
        onSubmit={() => void submission.submit(reason.trim())}
      >
        <TextAreaField
          label="Reason for rejecting"
          name="rejection_reason"
          required
          rows={3}
          maxLength={1000}
          value={reason}
          error={submission.errorFor('rejection_reason')}
          onChange={(e) => {
            setReason(e.target.value)
            submission.clearFieldError('rejection_reason')
          }}
        />
      </Form>
    </Modal>
  )
}
