import { useMutation } from '@tanstack/react-query'
import { toFormError } from '@/lib/api'
import type { RecordSubject } from '@/lib/resources'
import { ConfirmDialog, useToast } from '@/ui'
import { createFolder, deleteFolder, renameFolder, type Folder } from '../api/documents-api'
import { NameDialog } from './name-dialog'

export type FolderDialog = 'create' | 'rename' | 'delete'

interface FolderDialogsProps {
  subject: RecordSubject
  /** The folder shown, which rename and delete act on (none: all documents). */
  folder: Folder | null
  open: FolderDialog | null
  onClose: () => void
  /** After a save or delete: the lists read again. */
  onChanged: () => Promise<unknown>
  /** After the shown folder is deleted: back to all documents. */
  onDeleted: () => void
}

/** The documents tab's folder dialogs: new folder, rename the shown one, delete it when empty. */
export function FolderDialogs({
  subject,
  folder,
  open,
  onClose,
  onChanged,
  onDeleted,
}: FolderDialogsProps) {
  const toast = useToast()
  const remove = useMutation({
    mutationFn: (id: number) => deleteFolder(id),
    onSuccess: () => {
      toast.success(`The folder “${folder?.name ?? ''}” was deleted.`)
      onClose()
      onDeleted()
      return onChanged()
    },
  })
  const saved = () => {
    onClose()
    void onChanged()
  }

  return (
    <>
      <NameDialog
        open={open === 'create'}
        onClose={onClose}
        title="New folder"
        label="Folder name"
        submitLabel="Create folder"
        onSave={(name) => createFolder(subject, name)}
        onSaved={saved}
      />
      {folder ? (
        <NameDialog
          open={open === 'rename'}
          onClose={onClose}
          title="Rename folder"
          label="Folder name"
          initialName={folder.name}
          submitLabel="Save"
          onSave={(name) => renameFolder(folder.id, name)}
          onSaved={saved}
        />
      ) : null}
      <ConfirmDialog
        open={open === 'delete' && folder !== null}
        onCancel={() => {
          remove.reset()
          onClose()
        }}
        tone="danger"
        busyLabel="Deleting"
        title={`Delete the folder “${folder?.name ?? ''}”?`}
        confirmLabel="Delete folder"
        onConfirm={() => folder && remove.mutate(folder.id)}
        busy={remove.isPending}
        error={remove.isError ? toFormError(remove.error).message : null}
      >
        <p>The folder is empty. Deleting it cannot be undone.</p>
      </ConfirmDialog>
    </>
  )
}
