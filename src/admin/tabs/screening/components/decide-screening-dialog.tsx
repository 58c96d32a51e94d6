import { useQueryClient } from '@tanstack/react-query'
import { DecisionDialog, type DecisionTexts } from '@/admin/kit/records'
import { resourceKeys } from '@/lib/resources'
import { decideScreening } from '../api/screening'

export type ScreeningDecision = 'clear' | 'fail'

export interface DecideScreeningDialogProps {
  userId: number
  decision: ScreeningDecision
  onClose: () => void
}

const TEXTS: Record<ScreeningDecision, DecisionTexts> = {
  clear: {
    title: 'Clear screening',
    description:
      'You have reviewed the matches and are satisfied they are not this investor. Once cleared, the investor may invest and is told their checks are complete.',
    reasonLabel: 'Reason for clearing',
    reasonHint: 'Kept in the compliance evidence, e.g. why the match is not this person.',
    submitLabel: 'Clear screening',
    savingLabel: 'Clearing',
    done: 'The screening is cleared; the investor may invest.',
  },
  fail: {
    title: 'Fail screening',
    description:
      'The investor stays unable to invest and is asked to contact us. They are not told of the match.',
    reasonLabel: 'Reason for failing',
    reasonHint: 'Kept in the compliance evidence, e.g. the match you confirmed.',
    submitLabel: 'Fail screening',
    savingLabel: 'Failing',
    done: 'The screening is failed; the investor cannot invest.',
  },
}

/**
 * Staff decide a referral: clear it (the investor may invest) or fail it, with a reason kept
 * in the compliance evidence either way.
 */
export function DecideScreeningDialog({ userId, decision, onClose }: DecideScreeningDialogProps) {
  const queryClient = useQueryClient()
  return (
    <DecisionDialog
      favourable={decision === 'clear'}
      reasonRequired
      texts={TEXTS[decision]}
      decide={(reason) => decideScreening(userId, { decision, reason: reason ?? '' })}
      onDecided={() => {
        // The checks, the referrals list and the record's header read the user's row.
        void queryClient.invalidateQueries({ queryKey: resourceKeys('users').all })
      }}
      onClose={onClose}
    />
  )
}
