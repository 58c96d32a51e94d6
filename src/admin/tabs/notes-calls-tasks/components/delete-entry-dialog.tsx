import { toFormError } from '@/lib/api'
import { Button, Modal, useToast } from '@/ui'
import { useDeleteEntry } from '../hooks/use-entry-actions'
import { KIND_LABELS, type TimelineEntry } from '../model/timeline'

export interface DeleteEntryDialogProps {
  entry: TimelineEntry | null
  onClose: () => void
}

/** Asks before a note, call or task goes for good; the host's refusal is shown in place. */
export function DeleteEntryDialog({ entry, onClose }: DeleteEntryDialogProps) {
  const remove = useDeleteEntry()
  const toast = useToast()
  const kind = entry ? KIND_LABELS[entry.kind].toLowerCase() : ''
  const close = () => {
    remove.reset()
    onClose()
  }
  const confirm = () => {
    if (!entry || remove.isPending) return
    remove.mutate(
      { kind: entry.kind, id: entry.record.id },
      {
        onSuccess: () => {
          toast.success(`The ${kind} has been deleted.`)
          close()
        },
      },
    )
  }
  return (
    <Modal
      open={entry !== null}
      onClose={close}
      title={`Delete this ${kind}?`}
      description="It is removed for everyone and cannot be brought back."
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Keep it
          </Button>
          <Button
            variant="danger"
            onClick={confirm}
            loading={remove.isPending}
            loadingText="Deleting"
          >
            Delete {kind}
          </Button>
        </>
      }
    >
      {remove.isError ? (
        <p role="alert">{toFormError(remove.error).message ?? 'The delete failed.'}</p>
      ) : null}
    </Modal>
  )
}
