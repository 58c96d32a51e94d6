import { useRef, type ReactNode } from 'react'
import { Button, FormError, Modal } from '../../../ui'

export interface ConfirmDialogProps {
  open: boolean
  onClose: () => void
  title: ReactNode
  children: ReactNode
  confirmLabel: string
  onConfirm: () => void
  busy: boolean
  /** Why the last attempt failed, shown above the buttons. */
  error?: string | null
}

/** Asks before something that cannot be undone; the safe choice has the focus first. */
export function ConfirmDialog({
  open,
  onClose,
  title,
  children,
  confirmLabel,
  onConfirm,
  busy,
  error,
}: ConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null)
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      size="sm"
      initialFocusRef={cancel}
      footer={
        <>
          <Button ref={cancel} variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={busy} loadingText="Deleting">
            {confirmLabel}
          </Button>
        </>
      }
    >
      <FormError message={error} />
      {children}
    </Modal>
  )
}
