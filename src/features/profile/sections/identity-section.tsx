import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { RecordOf } from '../../../lib/resources'
import type { CurrentUser } from '../../../lib/session'
import { Button, Card, ErrorState, LoadingState, StatusBadge } from '../../../ui'
import { onboardingDocumentsQuery } from '../api/profile-queries'
import { DocumentsCard } from '../components/documents-card'
import { StyledLead, StyledRowEnd, StyledRows, StyledRowText } from '../components/profile-styles'
import { RequirementUploadDialog } from '../components/requirement-upload-dialog'
import { UploadDocumentForm } from '../components/upload-document-form'
import { KYC, ONBOARDING_STATUS, statusLabel } from '../model/labels'

type Requirement = RecordOf<'onboarding-documents'>

/** Profile "identity": the KYC status, what is still needed, and the identity documents. */
export function IdentitySection({ user }: { user: CurrentUser }) {
  const kyc = KYC[user.kyc_status] ?? KYC.pending
  return (
    <>
      <Card title="Verification status">
        <div>
          <StatusBadge tone={kyc.tone}>{kyc.label}</StatusBadge>
        </div>
        <StyledLead>{kyc.explanation}</StyledLead>
      </Card>
      <RequirementsCard userId={user.id} />
      <DocumentsCard
        owner={{ type: 'users', id: user.id }}
        category="kyc"
        caption="Your identity documents"
        title="Identity documents"
        emptyTitle="No identity documents yet"
        emptyText="Documents you upload to prove your identity and address appear here."
      >
        <UploadDocumentForm
          owner={{ type: 'users', id: user.id }}
          category="kyc"
          submitLabel="Upload identity document"
        />
      </DocumentsCard>
    </>
  )
}

/** The onboarding requirements met by an upload (not the forms to sign). */
function RequirementsCard({ userId }: { userId: number }) {
  const query = useQuery(onboardingDocumentsQuery(userId))
  const [uploading, setUploading] = useState<Requirement | null>(null)

  if (query.isPending) return <LoadingState label="Loading what we need from you…" />
  if (query.isError)
    return (
      <ErrorState
        title="We could not load what we need from you"
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    )
  const uploads = query.data.data.filter((r) => r.requires_signature === 0)
  if (uploads.length === 0) return null

  return (
    <Card title="What we need from you">
      <StyledRows>
        {uploads.map((r) => {
          const status = statusLabel(ONBOARDING_STATUS, r.status)
          const canUpload = r.status === 'required' || r.status === 'rejected'
          return (
            <li key={r.id}>
              <StyledRowText>
                <strong>{r.name}</strong>
                {r.status === 'rejected' && r.rejection_reason ? (
                  <small>{r.rejection_reason}</small>
                ) : r.description ? (
                  <small>{r.description}</small>
                ) : null}
              </StyledRowText>
              <StyledRowEnd>
                <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
                {canUpload ? (
                  <Button variant="secondary" size="sm" onClick={() => setUploading(r)}>
                    Upload {r.name.toLowerCase()}
                  </Button>
                ) : null}
              </StyledRowEnd>
            </li>
          )
        })}
      </StyledRows>
      {uploading ? (
        <RequirementUploadDialog requirement={uploading} onClose={() => setUploading(null)} />
      ) : null}
    </Card>
  )
}
