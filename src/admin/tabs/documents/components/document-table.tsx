import styled from 'styled-components'
import { fileDescription, formatDate } from '@/lib/format'
import { Button, DataTable, Row, type Column } from '@/ui'
import { DOCUMENT_CATEGORIES } from '@/shared/documents'
import type { AdminDocument, Folder } from '../api/documents-api'
import { VisibilitySelect } from './visibility-select'

export interface DocumentActions {
  onOpen: (doc: AdminDocument) => void
  onDownload: (doc: AdminDocument) => void
  onRename: (doc: AdminDocument) => void
  onDelete: (doc: AdminDocument) => void
  /** The document whose file is being fetched for a download. */
  savingId: number | null
}

export interface DocumentTableProps extends DocumentActions {
  rows: AdminDocument[]
  caption: string
  folders: Folder[]
  /** Shows each document's folder (the "All documents" view). */
  showFolder: boolean
  loading?: boolean
}

/** The record's documents: open, visibility, download, rename and delete, by keyboard too. */
export function DocumentTable({
  rows,
  caption,
  folders,
  showFolder,
  loading,
  ...actions
}: DocumentTableProps) {
  const folderName = new Map(folders.map((f) => [f.id, f.name]))
  const columns: Column<AdminDocument>[] = [
    {
      id: 'name',
      header: 'Document',
      cell: (d) => (
        <StyledName>
          <StyledOpen type="button" onClick={() => actions.onOpen(d)}>
            {d.name}
          </StyledOpen>
          <small>
            {d.file_name} · {fileDescription(d)} · {DOCUMENT_CATEGORIES[d.category] ?? d.category}
          </small>
        </StyledName>
      ),
    },
    ...(showFolder
      ? [
          {
            id: 'folder',
            header: 'Folder',
            cell: (d: AdminDocument) =>
              d.folder_structure_id === null ? '—' : (folderName.get(d.folder_structure_id) ?? '—'),
          },
        ]
      : []),
    { id: 'visibility', header: 'Visibility', cell: (d) => <VisibilitySelect doc={d} /> },
    { id: 'created_at', header: 'Added', cell: (d) => formatDate(d.created_at) },
    {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (d) => (
        <Row $justify="flex-end" $align="stretch" $gap="xxs">
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Download ${d.name}`}
            loading={actions.savingId === d.id}
            onClick={() => actions.onDownload(d)}
          >
            Download
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Rename ${d.name}`}
            onClick={() => actions.onRename(d)}
          >
            Rename
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Delete ${d.name}`}
            onClick={() => actions.onDelete(d)}
          >
            Delete
          </Button>
        </Row>
      ),
    },
  ]
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(d) => d.id}
      caption={caption}
      loading={loading}
    />
  )
}

const StyledName = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 2px;
  min-width: 12rem;

  small {
    color: ${({ theme }) => theme.colours.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    overflow-wrap: anywhere;
  }
`

/** The name opens the viewer: a button (it opens a dialog, it goes nowhere) drawn as a link. */
const StyledOpen = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colours.link};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: left;
  cursor: pointer;

  &:hover {
    text-decoration: underline;
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colours.focus};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`
