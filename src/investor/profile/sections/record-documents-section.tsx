import { DocumentsCard } from '../components/documents-card'
import { UploadDocumentForm } from '../components/upload-document-form'
import type { DocumentOwner } from '../api/profile-queries'

export interface RecordDocumentsSectionProps {
  owner: DocumentOwner & { type: 'organisations' | 'investment-methods' }
  name: string
}

/** Profile "organisation-documents_{id}" and "investmentmethod-documents_{id}". */
export function RecordDocumentsSection({ owner, name }: RecordDocumentsSectionProps) {
  return (
    <DocumentsCard
      owner={owner}
      caption={`Documents on file for ${name}`}
      title={`Documents for ${name}`}
      emptyTitle="No documents yet"
      emptyText="Documents we share with you, and those you upload, appear here."
    >
      <UploadDocumentForm owner={owner} submitLabel="Upload document" />
    </DocumentsCard>
  )
}
