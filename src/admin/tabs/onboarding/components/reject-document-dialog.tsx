import { FieldsDialog, reasonField, trimmed } from '@/admin/kit/records'
import type { OnboardingDocument } from '../api/onboarding-documents'

export interface RejectDocumentDialogProps {
  document: OnboardingDocument
  reject: (reason: string) => Promise<unknown>
  onClose: () => void
}

const FIELDS = [reasonField('rejection_reason', 'Reason for rejecting')]

/** Rejecting asks why: the investor reads the reason and uploads again. */
export function RejectDocumentDialog({ document, reject, onClose }: RejectDocumentDialogProps) {
  return (
    <FieldsDialog
      onClose={onClose}
      title={`Reject ${document.name}`}
      description="The investor is told the reason and asked to provide the document again."
      submitLabel="Reject document"
      savingLabel="Rejecting"
      submitVariant="danger"
      fields={FIELDS}
      hostChecks
      submit={(v) => reject(trimmed(v.rejection_reason))}
      onSaved={onClose}
    />
  )
}
