import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { CurrentUser } from '@/lib/session'
import { Card, PendingStates, StatusBadge } from '@/ui'
import { onboardingDocumentsQuery, signUpDocumentsQuery } from '../api/profile-queries'
import { markOnboardingUploaded } from '../api/profile-requests'
import { DocumentsCard } from '../components/documents-card'
import { StyledLead, StyledRows } from '../components/profile-styles'
import { RequirementItem } from '../components/requirement-item'
import { RequirementUploadDialog } from '../components/requirement-upload-dialog'
import { UploadDocumentForm } from '../components/upload-document-form'
import { KYC, ONBOARDING_STATUS, statusLabel } from '../model/labels'
import { requirementLines, type Requirement } from '../model/requirements'
import { useInternationalCheckRows } from '../hooks/use-international-check-rows'
import { InternationalCheckCard } from './international-check-card'

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
      <InternationalCheckCard user={user} />
      <RequirementsCard user={user} />
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
function RequirementsCard({ user }: { user: CurrentUser }) {
  const userId = user.id
  const query = useQuery(onboardingDocumentsQuery(userId))
  const checkRows = useInternationalCheckRows(user)
  // Which are required, and their order; without them (a failed read) every one is required.
  const types = useQuery(signUpDocumentsQuery())
  const [uploading, setUploading] = useState<Requirement | null>(null)

  const pending = query.isPending || types.isPending || checkRows.pending
  if (pending || query.isError)
    return (
      <PendingStates
        query={{ ...query, isPending: pending }}
        loading="Loading what we need from you…"
        errorTitle="We could not load what we need from you"
      />
    )
  const rows = query.data.data.filter((row) => !checkRows.ids.has(row.id))
  const lines = requirementLines(rows, types.data?.data ?? [])
  if (lines.length === 0) return null

  return (
    <Card title="What we need from you">
      <StyledRows>
        {lines.map(({ key, name, description, required, row }) => {
          const asked = row?.status ?? 'required'
          return (
            <RequirementItem
              key={key}
              name={name}
              asked={{ status: asked, description, rejection_reason: row?.rejection_reason }}
              hint={row ? null : 'Upload it with your identity documents below.'}
              status={
                asked === 'required' && !required
                  ? { label: 'Optional', tone: 'neutral' }
                  : statusLabel(ONBOARDING_STATUS, asked)
              }
              onUpload={row ? () => setUploading(row) : undefined}
            />
          )
        })}
      </StyledRows>
      {uploading ? (
        <RequirementUploadDialog
          userId={userId}
          asked={uploading}
          attach={(documentId) => markOnboardingUploaded(uploading.id, documentId)}
          onClose={() => setUploading(null)}
        />
      ) : null}
    </Card>
  )
}
