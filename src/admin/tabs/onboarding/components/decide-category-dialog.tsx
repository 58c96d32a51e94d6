import { useQueryClient } from '@tanstack/react-query'
import { DecisionDialog } from '@/admin/kit/records'
import type { RecordSubject } from '@/lib/resources'
import { resourceKeys } from '@/lib/resources'
import { categorisationKey, decideCategorisation, type Categorisation } from '../api/categorisation'

export type CategoryDecision = 'approve' | 'reject'

export interface DecideCategoryDialogProps {
  subject: RecordSubject
  categorisation: Categorisation
  decision: CategoryDecision
  onClose: () => void
}

/** What the dialog says, about the category the investor confirmed. */
const textsFor = (decision: CategoryDecision, name: string) =>
  decision === 'approve'
    ? {
        title: 'Approve investor category',
        description: `The investor confirmed the ${name} statement. Once approved, the category counts for investing and the investor is notified.`,
        submitLabel: 'Approve category',
        savingLabel: 'Approving',
        reasonLabel: 'Note (optional)',
        reasonHint: 'Kept with the compliance evidence, e.g. the evidence you saw.',
        done: `The ${name} category is approved.`,
      }
    : {
        title: 'Reject investor category',
        description: `The investor is told the category ${name} was not approved, with your reason, and asked to choose again.`,
        submitLabel: 'Reject category',
        savingLabel: 'Rejecting',
        reasonLabel: 'Reason for rejecting',
        reasonHint: 'The investor reads this reason and chooses their category again.',
        done: `The ${name} category was rejected.`,
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
  const queryClient = useQueryClient()
  return (
    <DecisionDialog
      favourable={decision === 'approve'}
      texts={textsFor(decision, categorisation.category?.name ?? 'investor category')}
      decide={(reason) => decideCategorisation(subject, { decision, reason })}
      onDecided={(saved) => {
        queryClient.setQueryData(categorisationKey(subject), saved)
        // The approvals list and the record's header read the user's row.
        void queryClient.invalidateQueries({ queryKey: resourceKeys(subject.type).all })
      }}
      onClose={onClose}
    />
  )
}
