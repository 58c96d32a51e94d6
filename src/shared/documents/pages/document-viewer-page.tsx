import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router-dom'
import { errorStatus } from '@/lib/api'
import { fileDescription } from '@/lib/format'
import { NotFoundError, PageHeader, PageStack, PendingStates } from '@/ui'
import { documentQuery } from '../api/document-queries'
import { BackLink } from '../components/back-link'
import { FilePreview } from '../components/file-preview'
import { DownloadLink } from '../components/download-link'
import { useDocumentFile } from '../hooks/use-document-file'
import type { DocumentRecord } from '../model/document-file'

/**
 * /investor/pdf/{id}: a document the investor may see (SPEC §4: public ones only), shown in the
 * portal with a Download button. Unknown, private or out of scope: the 404 page.
 */
export function DocumentViewerPage() {
  const { id = '' } = useParams()
  const valid = /^\d+$/.test(id)
  const query = useQuery({ ...documentQuery(Number(id)), enabled: valid })
  const missing = query.isError && [403, 404].includes(errorStatus(query.error) ?? 0)
  if (!valid || missing || (query.data && query.data.visibility !== 'public'))
    throw new NotFoundError('document')

  if (query.isPending || query.isError) {
    return (
      <PageStack>
        <BackLink />
        <PageHeader title="Document" />
        <PendingStates
          query={query}
          loading="Loading the document…"
          errorMessage="The document could not be loaded."
        />
      </PageStack>
    )
  }
  return <DocumentView doc={query.data} />
}

function DocumentView({ doc }: { doc: DocumentRecord }) {
  const file = useDocumentFile(doc)
  return (
    <PageStack>
      <BackLink />
      <PageHeader
        title={doc.name}
        description={
          doc.description ? `${fileDescription(doc)} · ${doc.description}` : fileDescription(doc)
        }
        actions={
          file.available ? (
            <DownloadLink href={file.href} fileName={doc.file_name} loading={file.loading} />
          ) : null
        }
      />
      <FilePreview doc={doc} file={file} missing="Please contact us if you need a copy." />
    </PageStack>
  )
}
