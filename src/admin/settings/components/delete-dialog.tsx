import type { ReactNode } from 'react'
import { Button, Modal, type ModalProps } from '@/ui'

export interface DeleteDialogProps extends Pick<
  ModalProps,
  'title' | 'description' | 'size' | 'onClose' | 'children'
> {
  /** It may not go (the list or the host said why): only OK is left. */
  refused?: boolean
  deleteLabel: ReactNode
  busyLabel: string
  busy: boolean
  onDelete: () => void
}

/** Asks before a settings item goes: Cancel or the danger button, or OK once it is refused. */
export function DeleteDialog({
  refused,
  deleteLabel,
  busyLabel,
  busy,
  onDelete,
  ...modal
}: DeleteDialogProps) {
  const footer = refused ? (
    <Button onClick={modal.onClose}>OK</Button>
  ) : (
    <>
      <Button variant="secondary" onClick={modal.onClose}>
        Cancel
      </Button>
      <Button variant="danger" loading={busy} loadingText={busyLabel} onClick={onDelete}>
        {deleteLabel}
      </Button>
    </>
  )
  return <Modal open {...modal} footer={footer} />
}
