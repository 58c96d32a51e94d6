import styled from 'styled-components'
import type { RecordOf } from '@/lib/resources'
import { formatDate } from '@/lib/format'
import { DataTable, PlainLink, type Column } from '@/ui'
import { formatFileSize } from '../model/file-size'
import { DOCUMENT_CATEGORIES } from '../model/labels'

type Doc = RecordOf<'documents'>

/** Where the portal opens a document (the in-app viewer with download). */
export const documentPath = (id: number) => `/investor/pdf/${id}`

const COLUMNS: Column<Doc>[] = [
  {
    id: 'name',
    header: 'Document',
    cell: (d) => (
      <StyledDocName>
        <PlainLink to={documentPath(d.id)}>{d.name}</PlainLink>
        <small>{d.file_name}</small>
      </StyledDocName>
    ),
  },
  { id: 'category', header: 'Type', cell: (d) => DOCUMENT_CATEGORIES[d.category] ?? d.category },
  { id: 'created_at', header: 'Added', cell: (d) => formatDate(d.created_at) },
  { id: 'size', header: 'Size', align: 'right', cell: (d) => formatFileSize(d.size) },
]

export interface DocumentTableProps {
  rows: Doc[]
  caption: string
  loading?: boolean
}

/** Documents as a table; each name opens the document viewer. */
export function DocumentTable({ rows, caption, loading }: DocumentTableProps) {
  return (
    <DataTable
      columns={COLUMNS}
      rows={rows}
      rowKey={(d) => d.id}
      caption={caption}
      loading={loading}
    />
  )
}

const StyledDocName = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;

  small {
    color: ${({ theme }) => theme.colours.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    overflow-wrap: anywhere;
  }
`
