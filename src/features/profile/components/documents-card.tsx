import { useQuery } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { Card, EmptyState, ErrorState, LoadingState, Pagination } from '@/ui'
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

  let body: ReactNode
  if (query.isPending) body = <LoadingState label="Loading documents…" />
  else if (query.isError)
    body = (
      <ErrorState
        title="We could not load these documents"
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    )
  else if (query.data.total === 0) body = <EmptyState title={emptyTitle} description={emptyText} />
  else
    body = (
      <>
        <DocumentTable rows={query.data.data} caption={caption} loading={query.isPlaceholderData} />
        <Pagination
          meta={query.data}
          onPageChange={setPage}
          label={`${title} pages`}
          itemNoun="documents"
        />
      </>
    )

  return (
    <Card title={title}>
      {body}
      {children}
    </Card>
  )
}
