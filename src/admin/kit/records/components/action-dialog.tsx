import type { ReactNode } from 'react'
import { toFormError } from '@/lib/api'
import { Button, FormActions, FormError, Modal } from '@/ui'

export interface ActionDialogProps {
  open: boolean
  title: ReactNode
  description: ReactNode
  /** The button that goes ahead, and what it says while the host is asked. */
  actionLabel: ReactNode
  busyLabel: string
  danger?: boolean
  /** The action's mutation: pending spins the button, a refusal shows above the buttons. */
  mutation: { isPending: boolean; isError: boolean; error: unknown }
  /** List the refusal's field messages under its message. */
  fieldErrors?: boolean
  /** Not yet allowed (a name still to type): the button says so and does nothing. */
  blocked?: boolean
  onAction: () => void
  /** Closes it; ignored while the action is under way (Cancel too, unless `cancelWhileBusy`). */
  onClose: () => void
  cancelWhileBusy?: boolean
  /** Shown above the refusal (a field to confirm with). */
  children?: ReactNode
}

/** A record's header action asked first: Cancel or go ahead, the host's refusal in the dialog. */
export function ActionDialog({
  open,
  title,
  description,
  actionLabel,
  busyLabel,
  danger = false,
  mutation,
  fieldErrors = true,
  blocked = false,
  onAction,
  onClose,
  cancelWhileBusy = false,
  children,
}: ActionDialogProps) {
  const error = mutation.isError ? toFormError(mutation.error) : null
  const close = () => {
    if (!mutation.isPending) onClose()
  }
  return (
    <Modal
      open={open}
      onClose={close}
      title={title}
      description={description}
      footer={
        <FormActions>
          <Button variant="secondary" onClick={cancelWhileBusy ? onClose : close}>
            Cancel
          </Button>
          <Button
            variant={danger ? 'danger' : undefined}
            loading={mutation.isPending}
            loadingText={busyLabel}
            aria-disabled={blocked || undefined}
            onClick={() => {
              if (!blocked) onAction()
            }}
          >
            {actionLabel}
          </Button>
        </FormActions>
      }
    >
      {children}
      <FormError
        message={error?.message ?? null}
        errors={error && fieldErrors ? Object.values(error.fieldErrors) : []}
      />
    </Modal>
  )
}
