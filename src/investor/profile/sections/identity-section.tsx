import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { CurrentUser } from '@/lib/session'
import { Button, Card, PendingStates, Row, StatusBadge } from '@/ui'
import { onboardingDocumentsQuery, signUpDocumentsQuery } from '../api/profile-queries'
import { DocumentsCard } from '../components/documents-card'
import { StyledLead, StyledRows, StyledRowText } from '../components/profile-styles'
import { RequirementUploadDialog } from '../components/requirement-upload-dialog'
import { UploadDocumentForm } from '../components/upload-document-form'
import { KYC, ONBOARDING_STATUS, statusLabel } from '../model/labels'
import { requirementLines, type Requirement } from '../model/requirements'

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
  // Which are required, and their order; without them (a failed read) every one is required.
  const types = useQuery(signUpDocumentsQuery())
  const [uploading, setUploading] = useState<Requirement | null>(null)

  if (query.isPending || types.isPending || query.isError)
    return (
      <PendingStates
        query={{ ...query, isPending: query.isPending || types.isPending }}
        loading="Loading what we need from you…"
        errorTitle="We could not load what we need from you"
      />
    )
  const lines = requirementLines(query.data.data, types.data?.data ?? [])
  if (lines.length === 0) return null

  return (
    <Card title="What we need from you">
      <StyledRows>
        {lines.map(({ key, name, description, required, row }) => {
          const asked = row?.status ?? 'required'
          const status =
            asked === 'required' && !required
              ? { label: 'Optional', tone: 'neutral' as const }
              : statusLabel(ONBOARDING_STATUS, asked)
          return (
            <li key={key}>
              <StyledRowText>
                <strong>{name}</strong>
                {row?.status === 'rejected' && row.rejection_reason ? (
                  <small>{row.rejection_reason}</small>
                ) : description ? (
                  <small>{description}</small>
                ) : null}
                {row ? null : <small>Upload it with your identity documents below.</small>}
              </StyledRowText>
              <Row>
                <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
                {row && (row.status === 'required' || row.status === 'rejected') ? (
                  <Button variant="secondary" size="sm" onClick={() => setUploading(row)}>
                    Upload {name.toLowerCase()}
                  </Button>
                ) : null}
              </Row>
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
