import { useQueryClient } from '@tanstack/react-query'
import { FieldsDialog, reasonField, trimmedOrNull, type FieldDecl } from '@/admin/kit/records'
import type { RecordSubject } from '@/lib/resources'
import { resourceKeys } from '@/lib/resources'
import { useToast } from '@/ui'
import { categorisationKey, decideCategorisation, type Categorisation } from '../api/categorisation'

export type CategoryDecision = 'approve' | 'reject'

export interface DecideCategoryDialogProps {
  subject: RecordSubject
  categorisation: Categorisation
  decision: CategoryDecision
  onClose: () => void
}

const FIELDS: Record<CategoryDecision, FieldDecl[]> = {
  approve: [
    {
      name: 'reason',
      label: 'Note (optional)',
      kind: 'textarea',
      rows: 3,
      maxLength: 1000,
      hint: 'Kept with the compliance evidence, e.g. the evidence you saw.',
    },
  ],
  reject: [
    reasonField(
      'reason',
      'Reason for rejecting',
      'The investor reads this reason and chooses their category again.',
    ),
  ],
}

/**
 * Staff approve the category an investor confirmed (it then counts for investing) or reject
 * it with a reason the investor reads. The host records the decision as compliance evidence
 * and notifies the investor.
 */
export function DecideCategoryDialog({
  subject,
  categorisation,
  decision,
  onClose,
}: DecideCategoryDialogProps) {
  const toast = useToast()
  const queryClient = useQueryClient()
  const name = categorisation.category?.name ?? 'investor category'
  const approve = decision === 'approve'
  return (
    <FieldsDialog
      onClose={onClose}
      title={approve ? 'Approve investor category' : 'Reject investor category'}
      description={
        approve
          ? `The investor confirmed the ${name} statement. Once approved, the category counts for investing and the investor is notified.`
          : `The investor is told the category ${name} was not approved, with your reason, and asked to choose again.`
      }
      submitLabel={approve ? 'Approve category' : 'Reject category'}
      savingLabel={approve ? 'Approving' : 'Rejecting'}
      submitVariant={approve ? undefined : 'danger'}
      fields={FIELDS[decision]}
      hostChecks
      submit={(v) => decideCategorisation(subject, { decision, reason: trimmedOrNull(v.reason) })}
      onSaved={(saved) => {
        queryClient.setQueryData(categorisationKey(subject), saved)
        // The approvals list and the record's header read the user's row.
        void queryClient.invalidateQueries({ queryKey: resourceKeys(subject.type).all })
        toast.success(
          approve ? `The ${name} category is approved.` : `The ${name} category was rejected.`,
        )
        onClose()
      }}
    />
  )
}
