import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import styled from 'styled-components'
import { toFormError } from '@/lib/api'
import type { RecordSubject } from '@/lib/resources'
import { Button, Card, ConfirmDialog, EmptyState, Pagination, QueryStates, useToast } from '@/ui'
import {
  deleteDocument,
  DOCUMENT_KEYS,
  foldersQuery,
  subjectDocumentsQuery,
  type AdminDocument,
} from '../api/documents-api'
import { useSaveDocument } from '../hooks/use-save-document'
import { DocumentTable } from './document-table'
import { EditDocumentDialog } from './edit-document-dialog'
import { FolderDialogs, type FolderDialog } from './folder-dialogs'
import { FolderPanel } from './folder-panel'
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
  const [folderDialog, setFolderDialog] = useState<FolderDialog | null>(null)
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
        <QueryStates
          query={docs}
          loading="Loading documents…"
          errorTitle="The documents could not be loaded"
        >
          {(data) =>
            data.total === 0 ? (
              <EmptyState
                title={folder ? 'No documents in this folder' : 'No documents yet'}
                description={
                  folder
                    ? 'Upload documents into this folder, or move documents here with Rename.'
                    : 'Documents uploaded to this record appear here. Private ones are Admin Portal only; public ones are also accessible in Client Portal.'
                }
                action={uploadButton}
              />
            ) : (
              <>
                <DocumentTable
                  rows={data.data}
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
                  meta={data}
                  onPageChange={setPage}
                  label="Document pages"
                  itemNoun="documents"
                />
              </>
            )
          }
        </QueryStates>
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

      <FolderDialogs
        subject={subject}
        folder={folder}
        open={folderDialog}
        onClose={() => setFolderDialog(null)}
        onChanged={refresh}
        onDeleted={() => select(null)}
      />
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
