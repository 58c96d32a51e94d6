import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import styled from 'styled-components'
import { failureMessage } from '@/lib/api'
import { formatDate } from '@/lib/format'
import { resourceKeys, type RecordSubject } from '@/lib/resources'
import {
  Button,
  Card,
  DataTable,
  EmptyState,
  StatusBadge,
  useToast,
  VisuallyHidden,
  type Column,
} from '@/ui'
import {
  onboardingDocumentsQuery,
  reviewOnboardingDocument,
  type OnboardingDocument,
  type Review,
} from '../api/onboarding-documents'
import { useStaffCan } from '../hooks/use-staff-can'
import { awaitsReview, ONBOARDING_STATUS } from '../model/onboarding-status'
import type { InvestorTabProps } from './category-tab'
import { RejectDocumentDialog } from './reject-document-dialog'
import { TabQueryState } from './tab-query-state'

const TITLE = 'Onboarding Documents'

/**
 * Tab investment-documents ("Onboarding Documents"): the sign-up documents the tenant asks of
 * this investor, each with its state; staff with `onboarding_documents` create approve the
 * uploaded or signed ones, or reject them with a reason. Index alone reads them.
 */
export function OnboardingDocumentsTab({ subject }: InvestorTabProps) {
  const mayList = useStaffCan('onboarding_documents', 'index')
  if (subject.type !== 'users') {
    return (
      <Card title={TITLE}>
        <EmptyState
          title="No onboarding documents"
          description="Only investors with an account sign or upload onboarding documents."
        />
      </Card>
    )
  }
  if (!mayList) {
    return (
      <Card title={TITLE}>
        <EmptyState
          title="Onboarding documents are not available to your role"
          description="Ask an administrator if you need to review them."
        />
      </Card>
    )
  }
  return <DocumentsList subject={subject} />
}

function DocumentsList({ subject }: { subject: RecordSubject }) {
  const query = useQuery(onboardingDocumentsQuery(subject))
  const mayCreate = useStaffCan('onboarding_documents', 'create')
  const mayUpdateInvestor = useStaffCan('investors', 'update')
  // Reviewing writes the investor's row, which the host guards with `investors` update.
  const mayReview = mayCreate && mayUpdateInvestor
  const toast = useToast()
  const queryClient = useQueryClient()
  const [rejecting, setRejecting] = useState<OnboardingDocument | null>(null)
  const review = useMutation({
    mutationFn: ({ doc, change }: { doc: OnboardingDocument; change: Review }) =>
      reviewOnboardingDocument(doc.id, change),
    onSuccess: (_saved, { doc, change }) => {
      void queryClient.invalidateQueries({ queryKey: resourceKeys('onboarding-documents').all })
      toast.success(`${doc.name} was ${change.status}.`)
    },
  })
  const approving = review.isPending ? review.variables?.doc.id : undefined

  const approve = (doc: OnboardingDocument) => {
    if (review.isPending) return
    review.mutate(
      { doc, change: { status: 'approved' } },
      {
        onError: (err) =>
          toast.error(failureMessage(err, 'Try again.'), {
            title: `${doc.name} could not be approved.`,
          }),
      },
    )
  }

  const columns: Column<OnboardingDocument>[] = [
    {
      id: 'name',
      header: 'Document',
      cell: (doc) => (
        <>
          <StyledName>{doc.name}</StyledName>
          {doc.description ? <StyledMuted>{doc.description}</StyledMuted> : null}
        </>
      ),
    },
    {
      id: 'status',
      header: 'State',
      cell: (doc) => (
        <>
          <StatusBadge tone={ONBOARDING_STATUS[doc.status].tone}>
            {ONBOARDING_STATUS[doc.status].label}
          </StatusBadge>
          {doc.status === 'rejected' && doc.rejection_reason ? (
            <StyledMuted>Reason: {doc.rejection_reason}</StyledMuted>
          ) : null}
          {doc.reviewed_at && (doc.status === 'approved' || doc.status === 'rejected') ? (
            <StyledMuted>Reviewed {formatDate(doc.reviewed_at)}</StyledMuted>
          ) : null}
        </>
      ),
    },
    {
      id: 'file',
      header: 'File',
      cell: (doc) =>
        doc.document?.url ? (
          <a href={doc.document.url} target="_blank" rel="noreferrer">
            Open {doc.name}
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </a>
        ) : (
          <StyledMuted as="span">No file yet</StyledMuted>
        ),
    },
  ]
  if (mayReview) {
    columns.push({
      id: 'actions',
      header: 'Review',
      align: 'right',
      cell: (doc) =>
        awaitsReview(doc) ? (
          <StyledActions>
            <Button
              size="sm"
              onClick={() => approve(doc)}
              loading={approving === doc.id}
              loadingText="Approving"
              aria-label={`Approve ${doc.name}`}
            >
              Approve
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setRejecting(doc)}
              aria-label={`Reject ${doc.name}`}
            >
              Reject
            </Button>
          </StyledActions>
        ) : null,
    })
  }

  const rows = query.data?.data ?? []
  return (
    <Card title={TITLE}>
      <TabQueryState query={query} what="the onboarding documents" />
      {query.data ? (
        <DataTable
          caption="Onboarding documents"
          columns={columns}
          rows={rows}
          rowKey={(doc) => doc.id}
          loading={query.isFetching}
          empty={
            <EmptyState
              title="No onboarding documents"
              description="This investor has no sign-up documents to provide."
            />
          }
        />
      ) : null}
      {rejecting ? (
        <RejectDocumentDialog
          document={rejecting}
          onClose={() => setRejecting(null)}
          reject={(reason) =>
            review.mutateAsync({
              doc: rejecting,
              change: { status: 'rejected', rejection_reason: reason },
            })
          }
        />
      ) : null}
    </Card>
  )
}

const StyledName = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`

const StyledMuted = styled.p`
  margin: ${({ theme }) => `${theme.space.xxs} 0 0`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colours.textMuted};
`

const StyledActions = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.xs};
`
