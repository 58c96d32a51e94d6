import { useQueryClient } from '@tanstack/react-query'
import { FieldsDialog, reasonField, trimmed } from '@/admin/kit/records'
import { resourceKeys } from '@/lib/resources'
import { useToast } from '@/ui'
import { decideScreening } from '../api/screening'

export type ScreeningDecision = 'clear' | 'fail'

export interface DecideScreeningDialogProps {
  userId: number
  decision: ScreeningDecision
  onClose: () => void
}

const TEXTS = {
  clear: {
    title: 'Clear screening',
    description:
      'You have reviewed the matches and are satisfied they are not this investor. Once cleared, the investor may invest and is told their checks are complete.',
    label: 'Reason for clearing',
    hint: 'Kept in the compliance evidence, e.g. why the match is not this person.',
    submit: 'Clear screening',
    saving: 'Clearing',
    done: 'The screening is cleared; the investor may invest.',
  },
  fail: {
    title: 'Fail screening',
    description:
      'The investor stays unable to invest and is asked to contact us. They are not told of the match.',
    label: 'Reason for failing',
    hint: 'Kept in the compliance evidence, e.g. the match you confirmed.',
    submit: 'Fail screening',
    saving: 'Failing',
    done: 'The screening is failed; the investor cannot invest.',
  },
} as const

/**
 * Staff decide a referral: clear it (the investor may invest) or fail it, with a reason kept
 * in the compliance evidence either way.
 */
export function DecideScreeningDialog({ userId, decision, onClose }: DecideScreeningDialogProps) {
  const toast = useToast()
  const queryClient = useQueryClient()
  const t = TEXTS[decision]
  return (
    <FieldsDialog
      onClose={onClose}
      title={t.title}
      description={t.description}
      submitLabel={t.submit}
      savingLabel={t.saving}
      submitVariant={decision === 'fail' ? 'danger' : undefined}
      fields={[reasonField('reason', t.label, t.hint)]}
      hostChecks
      submit={(v) => decideScreening(userId, { decision, reason: trimmed(v.reason) })}
      onSaved={() => {
        // The checks, the referrals list and the record's header read the user's row.
        void queryClient.invalidateQueries({ queryKey: resourceKeys('users').all })
        toast.success(t.done)
        onClose()
      }}
    />
  )
}
