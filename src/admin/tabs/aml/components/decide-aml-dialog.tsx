import { useQueryClient } from '@tanstack/react-query'
import { FieldsDialog, reasonField, trimmedOrNull, type FieldDecl } from '@/admin/kit/records'
import { resourceKeys } from '@/lib/resources'
import { useToast } from '@/ui'
import { decideInternationalAml, internationalAmlKey } from '../api/international-aml'

export type AmlDecision = 'pass' | 'fail'

const FIELDS: Record<AmlDecision, FieldDecl[]> = {
  pass: [
    {
      name: 'reason',
      label: 'Note (optional)',
      kind: 'textarea',
      rows: 3,
      maxLength: 1000,
      hint: 'Kept with the compliance evidence, e.g. what the documents showed.',
    },
  ],
  fail: [
    reasonField(
      'reason',
      'Reason for failing',
      'Kept with the compliance evidence; the investor reads it and is asked to contact you.',
    ),
  ],
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
  const toast = useToast()
  const queryClient = useQueryClient()
  const pass = decision === 'pass'
  return (
    <FieldsDialog
      onClose={onClose}
      title={pass ? 'Pass the international check' : 'Fail the international check'}
      description={
        pass
          ? 'You have reviewed the enhanced due-diligence documents and are satisfied. The investor may then invest and is notified.'
          : 'The investor may not invest. They are told the check was not passed, with your reason.'
      }
      submitLabel={pass ? 'Pass check' : 'Fail check'}
      savingLabel={pass ? 'Passing' : 'Failing'}
      submitVariant={pass ? undefined : 'danger'}
      fields={FIELDS[decision]}
      hostChecks
      submit={(v) => decideInternationalAml(userId, { decision, reason: trimmedOrNull(v.reason) })}
      onSaved={(saved) => {
        queryClient.setQueryData(internationalAmlKey(userId), saved)
        // The documents' states and the evidence timeline moved with it.
        void queryClient.invalidateQueries({ queryKey: resourceKeys('onboarding-documents').all })
        void queryClient.invalidateQueries({ queryKey: resourceKeys('users').all })
        toast.success(
          pass ? 'The international check is passed.' : 'The international check failed.',
        )
        onClose()
      }}
    />
  )
}
