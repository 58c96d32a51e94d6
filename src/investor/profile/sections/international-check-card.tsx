import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { outsideUk } from '@/lib/investments'
import { useFlags } from '@/lib/flags'
import type { CurrentUser } from '@/lib/session'
import { Card, PendingStates, StatusBadge, type StatusTone } from '@/ui'
import {
  internationalAmlKey,
  internationalAmlQuery,
  sendAmlDocument,
  type AmlDocument,
  type InternationalAml,
} from '../api/international-aml'
import { RequirementItem } from '../components/requirement-item'
import { RequirementUploadDialog } from '../components/requirement-upload-dialog'
import { StyledLead, StyledRows } from '../components/profile-styles'
import { ONBOARDING_STATUS, statusLabel } from '../model/labels'

/** Where the check stands, as the investor reads it. */
const CHECK_STATUS: Record<
  InternationalAml['status'],
  { label: string; tone: StatusTone; text: string }
> = {
  not_required: { label: 'Not needed', tone: 'neutral', text: '' },
  documents_outstanding: {
    label: 'Documents needed',
    tone: 'warning',
    text: 'Upload each document below. You can invest once our compliance team has passed the check.',
  },
  in_review: {
    label: 'In review',
    tone: 'info',
    text: 'Thank you: we have your documents and our compliance team is reviewing them. We will let you know when the check is done.',
  },
  passed: { label: 'Passed', tone: 'success', text: 'Your international check is passed.' },
  failed: {
    label: 'Not passed',
    tone: 'danger',
    text: 'Your international check was not passed, so you cannot invest. Please contact us to discuss it.',
  },
}

/**
 * With international AML on, an investor living outside the UK reads why we need more from
 * them (enhanced due diligence), which documents, and where the check stands, and uploads them.
 * Nothing for UK investors, or with the flag off.
 */
export function InternationalCheckCard({ user }: { user: CurrentUser }) {
  const on = useFlags().internationalAml
  if (!on || !outsideUk(user.country)) return null
  return <CheckCard userId={user.id} />
}

function CheckCard({ userId }: { userId: number }) {
  const query = useQuery(internationalAmlQuery(userId))
  const queryClient = useQueryClient()
  const [uploading, setUploading] = useState<AmlDocument | null>(null)
  if (!query.data)
    return (
      <PendingStates
        query={query}
        loading="Loading your international check…"
        errorTitle="We could not load your international check"
      />
    )
  const check = query.data
  if (!check.required) return null
  const status = CHECK_STATUS[check.status]
  const open = check.status === 'documents_outstanding' || check.status === 'in_review'
  return (
    <Card title="International check">
      <div>
        <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
      </div>
      <StyledLead>{check.reason_asked}</StyledLead>
      <StyledLead>{status.text}</StyledLead>
      {check.status === 'failed' && check.decision_reason ? (
        <StyledLead>Our reason: {check.decision_reason}</StyledLead>
      ) : null}
      <StyledRows aria-label="Documents for the international check">
        {check.documents.map((doc) => (
          <RequirementItem
            key={doc.kind}
            name={doc.name}
            asked={doc}
            status={statusLabel(ONBOARDING_STATUS, doc.status)}
            onUpload={open ? () => setUploading(doc) : undefined}
          />
        ))}
      </StyledRows>
      {uploading ? (
        <RequirementUploadDialog
          userId={userId}
          asked={uploading}
          attach={async (documentId) =>
            queryClient.setQueryData(
              internationalAmlKey(userId),
              await sendAmlDocument(userId, uploading.kind, documentId),
            )
          }
          onClose={() => setUploading(null)}
        />
      ) : null}
    </Card>
  )
}
