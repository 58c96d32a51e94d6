import { useToast } from '@/ui'
import { reasonField } from './dialog-fields'
import { FieldsDialog } from './fields-dialog'
import { trimmedOrNull } from './sent-values'

/** What a decision dialog says: its title, what follows, its button and its reason box. */
export interface DecisionTexts {
  title: string
  description: string
  submitLabel: string
  savingLabel: string
  /** The reason box's label: a favourable decision's is optional unless `reasonRequired`. */
  reasonLabel: string
  reasonHint: string
  /** The toast once the host recorded the decision. */
  done: string
}

export interface DecisionDialogProps<T> {
  /** Approve, pass, clear (an optional note); or reject, fail (a required reason, in red). */
  favourable: boolean
  texts: DecisionTexts
  /** A favourable decision asks for its reason too (a screening's clearance). */
  reasonRequired?: boolean
  decide: (reason: string | null) => Promise<T>
  /** The host's answer: put it in the cache, refresh what moved with it. */
  onDecided: (saved: T) => void
  onClose: () => void
}

/**
 * Staff's decision on a regulated step (a category, a screening, an international check):
 * the reason kept with the compliance evidence, the host's 422s on the box, then the toast.
 */
export function DecisionDialog<T>({
  favourable,
  texts,
  reasonRequired = !favourable,
  decide,
  onDecided,
  onClose,
}: DecisionDialogProps<T>) {
  const toast = useToast()
  const reason = reasonField('reason', texts.reasonLabel, texts.reasonHint)
  return (
    <FieldsDialog
      onClose={onClose}
      title={texts.title}
      description={texts.description}
      submitLabel={texts.submitLabel}
      savingLabel={texts.savingLabel}
      submitVariant={favourable ? undefined : 'danger'}
      fields={[reasonRequired ? reason : { ...reason, required: false }]}
      hostChecks
      submit={(values) => decide(trimmedOrNull(values.reason))}
      onSaved={(saved) => {
        onDecided(saved)
        toast.success(texts.done)
        onClose()
      }}
    />
  )
}
