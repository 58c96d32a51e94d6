import { useState } from 'react'
import { useAcceptTerms } from '@/lib/session'
import type { TenantTerms } from '@/lib/tenant'
import { Button, Checkbox, Modal } from '@/ui'
import { TermsContent } from '@/shared/investor-wording'

export const TERMS_TITLE = 'Accept terms & conditions'
export const TERMS_CHECKBOX = 'I have read, understood and accept the terms and conditions'

export interface TermsDialogProps {
  userId: number
  /** The tenant's current terms (TenantView.terms); their version is what gets accepted. */
  terms: TenantTerms
}

// The dialog is blocking: nothing but accepting closes it.
const ignore = () => {}

/**
 * SPEC §4/§5/§8: a blocking dialog (no close button, Escape ignored). Submit stays disabled
 * until the box is ticked and reads "Submitting" while the call runs (the Button keeps focus and
 * swallows clicks meanwhile, so nothing is sent twice). On success useAcceptTerms records the
 * version and refreshes the user, and whoever rendered the dialog stops doing so; on failure
 * the button simply comes back, with no message.
 */
export function TermsDialog({ userId, terms }: TermsDialogProps) {
  const [ticked, setTicked] = useState(false)
  const accept = useAcceptTerms()
  return (
    <Modal
      open
      blocking
      onClose={ignore}
      size="lg"
      title={TERMS_TITLE}
      description="Please read our terms and conditions and accept them to continue."
      footer={
        <Button
          disabled={!ticked}
          loading={accept.isPending}
          loadingText="Submitting"
          onClick={() => accept.mutate({ userId, version: terms.version })}
        >
          Submit
        </Button>
      }
    >
      <TermsContent terms={terms} />
      <Checkbox
        label={TERMS_CHECKBOX}
        checked={ticked}
        onChange={(event) => setTicked(event.target.checked)}
      />
    </Modal>
  )
}
