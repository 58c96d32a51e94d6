import { useQuery } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { Card, EmptyState, Pagination, QueryStates } from '@/ui'
import { documentsQuery, type DocumentOwner } from '../api/profile-queries'
import { DocumentTable } from './document-table'

export interface DocumentsCardProps {
  owner: DocumentOwner
  title: string
  /** The table's name; not the card's, so the two regions can be told apart. */
  caption: string
  /** Only identity (KYC) documents. */
  category?: 'kyc'
  emptyTitle: string
  emptyText?: ReactNode
  /** Shown under the list, e.g. an upload form. */
  children?: ReactNode
}

/** The public documents of a record, a page at a time, each opening the document viewer. */
export function DocumentsCard({
  owner,
  title,
  caption,
  category,
  emptyTitle,
  emptyText,
  children,
}: DocumentsCardProps) {
  const [page, setPage] = useState(1)
  const query = useQuery(documentsQuery(owner, page, category))

  return (
    <Card title={title}>
      <QueryStates
        query={query}
        loading="Loading documents…"
        errorTitle="We could not load these documents"
      >
        {(documents) =>
          documents.total === 0 ? (
            <EmptyState title={emptyTitle} description={emptyText} />
          ) : (
            <>
              <DocumentTable
                rows={documents.data}
                caption={caption}
                loading={query.isPlaceholderData}
              />
              <Pagination
                meta={documents}
                onPageChange={setPage}
                label={`${title} pages`}
                itemNoun="documents"
              />
            </>
          )
        }
      </QueryStates>
      {children}
    </Card>
  )
}
