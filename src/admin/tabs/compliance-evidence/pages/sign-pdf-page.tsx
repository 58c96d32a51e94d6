import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router-dom'
import styled from 'styled-components'
import { errorStatus, queryErrorMessage } from '@/lib/api'
import { can } from '@/lib/permissions'
import { recordQuery } from '@/lib/resources'
import { useCurrentUser } from '@/lib/session'
import { ErrorState, LoadingState, NotFoundError, PageHeader, PageStack, Stack } from '@/ui'
import { FilePreview, previewKind, useDocumentFile, type DocumentRecord } from '@/shared/documents'
import { SignatureForm } from '../components/signature-form'
import { SignatureHistory } from '../components/signature-history'

/**
 * /admin/investors/{id}/sign-pdf/{documentId}: staff read the PDF, sign it (typed or drawn),
 * choose where the signature goes, and the host stores the signed copy as the investor's.
 */
export function SignPdfPage() {
  const { id = '', documentId = '' } = useParams()
  const maySign = can(useCurrentUser().user?.role_id, 'investors', 'update')
  const valid = /^\d+$/.test(id) && /^\d+$/.test(documentId)
  const investor = useQuery({ ...recordQuery('users', id), enabled: valid })
  const doc = useQuery({ ...recordQuery('documents', documentId), enabled: valid })
  const missing = [investor, doc].some(
    (q) => q.isError && [403, 404].includes(errorStatus(q.error) ?? 0),
  )
  if (!valid || missing) throw new NotFoundError('document')

  if (investor.isPending || doc.isPending) {
    return (
      <PageStack>
        <PageHeader title="Sign document" />
        <LoadingState label="Loading the document…" showLabel />
      </PageStack>
    )
  }
  if (investor.isError || doc.isError) {
    const failed = investor.isError ? investor : doc
    return (
      <PageStack>
        <PageHeader title="Sign document" />
        <ErrorState
          title="The document could not be loaded"
          message={queryErrorMessage(failed.error)}
          onRetry={() => void Promise.all([investor.refetch(), doc.refetch()])}
          retrying={investor.isFetching || doc.isFetching}
        />
      </PageStack>
    )
  }
  const name = `${investor.data.name} ${investor.data.surname ?? ''}`.trim()
  return (
    <PageStack>
      <PageHeader
        title={`Sign ${doc.data.name}`}
        description={`For ${name || investor.data.email}. The signed copy is saved to the investor's documents.`}
        back={{ to: `/admin/investors/${investor.data.id}/documents`, label: 'Back to documents' }}
      />
      <StyledColumns>
        <Preview doc={doc.data} />
        <Stack $gap="lg">
          {previewKind(doc.data.mime_type) !== 'pdf' ? (
            <p role="note">Only PDF documents can be signed.</p>
          ) : maySign ? (
            <SignatureForm doc={doc.data} investorId={investor.data.id} />
          ) : (
            <p role="note">Your role may read this document but not sign it.</p>
          )}
          <SignatureHistory documentId={doc.data.id} />
        </Stack>
      </StyledColumns>
    </PageStack>
  )
}

function Preview({ doc }: { doc: DocumentRecord }) {
  return <FilePreview doc={doc} file={useDocumentFile(doc)} />
}

const StyledColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.up('xl')} {
    grid-template-columns: minmax(0, 3fr) minmax(320px, 2fr);
    align-items: start;
  }
`
