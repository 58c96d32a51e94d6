import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import styled from 'styled-components'
import { queryErrorMessage, toFormError } from '@/lib/api'
import type { RecordSubject } from '@/lib/resources'
import {
  Button,
  Card,
  EmptyState,
  ErrorState,
  LoadingState,
  Pagination,
  useToast,
  ConfirmDialog,
} from '@/ui'
import {
  createFolder,
  deleteDocument,
  deleteFolder,
  DOCUMENT_KEYS,
  foldersQuery,
  renameFolder,
  subjectDocumentsQuery,
  type AdminDocument,
} from '../api/documents-api'
import { useSaveDocument } from '../hooks/use-save-document'
import { DocumentTable } from './document-table'
import { EditDocumentDialog } from './edit-document-dialog'
import { FolderPanel } from './folder-panel'
import { NameDialog } from './name-dialog'
import { UploadDialog } from './upload-dialog'
import { ViewerDialog } from './viewer-dialog'

export interface DocumentsTabProps {
  /** The record whose documents these are (an investor is `{ type: 'users', id }`). */
  subject: RecordSubject
}

/**
 * The documents tab of an admin record page: the record's folders, its documents (all, or one
 * folder's), uploads with progress, and per document its visibility (SPEC §4), the viewer,
 * download, rename and delete.
 */
export function DocumentsTab({ subject }: DocumentsTabProps) {
  const queryClient = useQueryClient()
  const toast = useToast()
  const [folderId, setFolderId] = useState<number | null>(null)
  const [page, setPage] = useState(1)
  const [uploading, setUploading] = useState(false)
  const [viewing, setViewing] = useState<AdminDocument | null>(null)
  const [renaming, setRenaming] = useState<AdminDocument | null>(null)
  const [deleting, setDeleting] = useState<AdminDocument | null>(null)
  const [folderDialog, setFolderDialog] = useState<'create' | 'rename' | 'delete' | null>(null)
  const { save, savingId } = useSaveDocument()

  const folders = useQuery(foldersQuery(subject))
  const docs = useQuery(subjectDocumentsQuery(subject, folderId, page))
  const folderList = folders.data?.data ?? []
  const folder = folderList.find((f) => f.id === folderId) ?? null

  const refresh = () =>
    Promise.all(DOCUMENT_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
  const select = (id: number | null) => {
    setFolderId(id)
    setPage(1)
  }

  const removeDocument = useMutation({
    mutationFn: (doc: AdminDocument) => deleteDocument(doc.id),
    onSuccess: (_, doc) => {
      toast.success(`“${doc.name}” was deleted.`)
      setDeleting(null)
      // The last row of a later page: show the page before, which still has rows.
      if (docs.data?.data.length === 1 && page > 1) setPage(page - 1)
      return refresh()
    },
  })
  const removeFolder = useMutation({
    mutationFn: (id: number) => deleteFolder(id),
    onSuccess: () => {
      toast.success(`The folder “${folder?.name ?? ''}” was deleted.`)
      setFolderDialog(null)
      select(null)
      return refresh()
    },
  })

  const uploadButton = <Button onClick={() => setUploading(true)}>Upload documents</Button>
  const folderEmpty = folder !== null && (folder.documents_count ?? 0) === 0
  const actions = (
    <>
      {folder ? (
        <>
          <Button variant="secondary" size="sm" onClick={() => setFolderDialog('rename')}>
            Rename folder
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={!folderEmpty}
            onClick={() => setFolderDialog('delete')}
          >
            Delete folder
          </Button>
        </>
      ) : null}
      {uploadButton}
    </>
  )

  let body
  if (docs.isPending) body = <LoadingState label="Loading documents…" />
  else if (docs.isError)
    body = (
      <ErrorState
        title="The documents could not be loaded"
        message={queryErrorMessage(docs.error) ?? undefined}
        onRetry={() => void docs.refetch()}
        retrying={docs.isFetching}
      />
    )
  else if (docs.data.total === 0)
    body = (
      <EmptyState
        title={folder ? 'No documents in this folder' : 'No documents yet'}
        description={
          folder
            ? 'Upload documents into this folder, or move documents here with Rename.'
            : 'Documents uploaded to this record appear here. Private ones are Admin Portal only; public ones are also accessible in Client Portal.'
        }
        action={uploadButton}
      />
    )
  else
    body = (
      <>
        <DocumentTable
          rows={docs.data.data}
          caption={folder ? `Documents in ${folder.name}` : 'All documents'}
          folders={folderList}
          showFolder={folder === null && folderList.length > 0}
          loading={docs.isPlaceholderData}
          onOpen={setViewing}
          onDownload={save}
          onRename={setRenaming}
          onDelete={(doc) => {
            removeDocument.reset()
            setDeleting(doc)
          }}
          savingId={savingId}
        />
        <Pagination
          meta={docs.data}
          onPageChange={setPage}
          label="Document pages"
          itemNoun="documents"
        />
      </>
    )

  return (
    <StyledLayout>
      <FolderPanel
        folders={folderList}
        loading={folders.isPending}
        failed={folders.isError}
        retrying={folders.isFetching}
        onRetry={() => void folders.refetch()}
        selectedId={folderId}
        onSelect={select}
        onNewFolder={() => setFolderDialog('create')}
      />
      <Card title={folder ? folder.name : 'All documents'} actions={actions}>
        {folder && !folderEmpty ? (
          <StyledNote>Only an empty folder can be deleted.</StyledNote>
        ) : null}
        {body}
      </Card>

      <UploadDialog
        open={uploading}
        onClose={() => setUploading(false)}
        subject={subject}
        folders={folderList}
        folderId={folderId}
      />
      <ViewerDialog doc={viewing} onClose={() => setViewing(null)} />
      <EditDocumentDialog
        doc={renaming}
        folders={folderList}
        onClose={() => setRenaming(null)}
        onSaved={(doc) => {
          toast.success(`“${doc.name}” was saved.`)
          setRenaming(null)
          void refresh()
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onCancel={() => setDeleting(null)}
        tone="danger"
        busyLabel="Deleting"
        title={`Delete “${deleting?.name ?? ''}”?`}
        confirmLabel="Delete document"
        onConfirm={() => deleting && removeDocument.mutate(deleting)}
        busy={removeDocument.isPending}
        error={removeDocument.isError ? toFormError(removeDocument.error).message : null}
      >
        <p>
          The document “{deleting?.name}” ({deleting?.file_name}) and its file will be deleted for
          good, from the Admin Portal and the Client Portal. This cannot be undone.
        </p>
      </ConfirmDialog>

      <NameDialog
        open={folderDialog === 'create'}
        onClose={() => setFolderDialog(null)}
        title="New folder"
        label="Folder name"
        submitLabel="Create folder"
        onSave={(name) => createFolder(subject, name)}
        onSaved={() => {
          setFolderDialog(null)
          void refresh()
        }}
      />
      {folder ? (
        <NameDialog
          open={folderDialog === 'rename'}
          onClose={() => setFolderDialog(null)}
          title="Rename folder"
          label="Folder name"
          initialName={folder.name}
          submitLabel="Save"
          onSave={(name) => renameFolder(folder.id, name)}
          onSaved={() => {
            setFolderDialog(null)
            void refresh()
          }}
        />
      ) : null}
      <ConfirmDialog
        open={folderDialog === 'delete' && folder !== null}
        onCancel={() => {
          removeFolder.reset()
          setFolderDialog(null)
        }}
        tone="danger"
        busyLabel="Deleting"
        title={`Delete the folder “${folder?.name ?? ''}”?`}
        confirmLabel="Delete folder"
        onConfirm={() => folder && removeFolder.mutate(folder.id)}
        busy={removeFolder.isPending}
        error={removeFolder.isError ? toFormError(removeFolder.error).message : null}
      >
        <p>The folder is empty. Deleting it cannot be undone.</p>
      </ConfirmDialog>
    </StyledLayout>
  )
}

const StyledLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;

  ${({ theme }) => theme.media.up('lg')} {
    grid-template-columns: minmax(200px, 16rem) minmax(0, 1fr);
  }
`

const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`
