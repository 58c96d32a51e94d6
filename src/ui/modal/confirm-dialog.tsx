import { useRef, type ReactNode } from 'react'
import { Button } from '@/ui/button/button'
import type { ButtonVariant } from '@/ui/button/button-styles'
import { FormError } from '@/ui/form/form-error'
import { Modal } from './modal'

export interface ConfirmDialogProps {
  open: boolean
  /** The question, naming what will happen: "Mark 3 payments received, £154,000 in all?" */
  title: ReactNode
  /** What follows from it (who is told, whether it can be undone). */
  description?: ReactNode
  /** Anything more to show, e.g. the list of who is affected. */
  children?: ReactNode
  /** The button that goes ahead: says the action, not "OK". */
  confirmLabel: ReactNode
  /** What that button says while the host is asked. */
  busyLabel?: string
  /** `danger` for what removes or cannot be undone. */
  tone?: Extract<ButtonVariant, 'primary' | 'danger'>
  cancelLabel?: ReactNode
  /** The action is under way: the confirm button spins and ignores further clicks. */
  busy?: boolean
  /** Why the last attempt failed, above the buttons; the dialog stays open to retry. */
  error?: string | null
  onConfirm: () => void
  /** Cancel, Escape, the close button or a click outside. */
  onCancel: () => void
}

/**
 * Asks before an action that moves money, tells investors or cannot be undone. The safe
 * choice (Cancel) has the focus first, so Enter or a stray key press never goes ahead.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  children,
  confirmLabel,
  busyLabel = 'Working',
  tone = 'primary',
  cancelLabel = 'Cancel',
  busy = false,
  error,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null)
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      description={description}
      size="sm"
      initialFocusRef={cancel}
      footer={
        <>
          <Button ref={cancel} variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button variant={tone} onClick={onConfirm} loading={busy} loadingText={busyLabel}>
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
