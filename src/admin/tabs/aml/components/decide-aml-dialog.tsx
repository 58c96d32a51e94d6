import { useQueryClient } from '@tanstack/react-query'
import { DecisionDialog, type DecisionTexts } from '@/admin/kit/records'
import { resourceKeys } from '@/lib/resources'
import { decideInternationalAml, internationalAmlKey } from '../api/international-aml'

export type AmlDecision = 'pass' | 'fail'

const TEXTS: Record<AmlDecision, DecisionTexts> = {
  pass: {
    title: 'Pass the international check',
    description:
      'You have reviewed the enhanced due-diligence documents and are satisfied. The investor may then invest and is notified.',
    submitLabel: 'Pass check',
    savingLabel: 'Passing',
    reasonLabel: 'Note (optional)',
    reasonHint: 'Kept with the compliance evidence, e.g. what the documents showed.',
    done: 'The international check is passed.',
  },
  fail: {
    title: 'Fail the international check',
    description:
      'The investor may not invest. They are told the check was not passed, with your reason.',
    submitLabel: 'Fail check',
    savingLabel: 'Failing',
    reasonLabel: 'Reason for failing',
    reasonHint:
      'Kept with the compliance evidence; the investor reads it and is asked to contact you.',
    done: 'The international check failed.',
  },
}

export interface DecideAmlDialogProps {
  userId: number
  decision: AmlDecision
  onClose: () => void
}

/**
 * Staff pass the international check (the investor may then invest; documents still to
 * review are approved with it) or fail it with a reason. The host records the decision as
 * compliance evidence and notifies the investor.
 */
export function DecideAmlDialog({ userId, decision, onClose }: DecideAmlDialogProps) {
  const queryClient = useQueryClient()
  return (
    <DecisionDialog
      favourable={decision === 'pass'}
      texts={TEXTS[decision]}
      decide={(reason) => decideInternationalAml(userId, { decision, reason })}
      onDecided={(saved) => {
        queryClient.setQueryData(internationalAmlKey(userId), saved)
        // The documents' states and the evidence timeline moved with it.
        void queryClient.invalidateQueries({ queryKey: resourceKeys('onboarding-documents').all })
        void queryClient.invalidateQueries({ queryKey: resourceKeys('users').all })
      }}
      onClose={onClose}
    />
  )
}
