import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { countNoun } from '@/lib/format'
import { can } from '@/lib/permissions'
import { useCurrentUser } from '@/lib/session'
import { Button, EmptyState, PendingStates, SectionNote, Stack } from '@/ui'
import { TabHeader, TabHeading, TabSection, type RecordTabProps } from '@/admin/kit/records'
import { allTransactionsQuery } from '@/admin/tabs/transactions'
import { certificatesQuery, shareIssuesQuery } from '../api/tax-relief'
import { awaitingAllotment, issueInvestors } from '../model/issue-investors'
import { IssueDialogs } from './issue-dialogs'
import { ShareIssueCard, type IssueDialog } from './share-issue-card'

/** An opportunity's permission resource by its stage (SPEC §6: 5-6 is an existing investment). */
const resourceOf = (stage: unknown) =>
  Number(stage) >= 5 ? 'investment_opportunity_existing' : 'investment_opportunity_live'

/**
 * An opportunity's tax relief (issue 29): each share issue with HMRC's process for it, its
 * investors and their EIS3/SEIS3 certificates; staff who may update the opportunity add and
 * edit share issues, upload certificates (one, or many matched by file name) and issue them.
 */
export function TaxReliefTab({ record }: RecordTabProps) {
  const role = useCurrentUser().user?.role_id ?? null
  const mayEdit = can(role, resourceOf(record.stage), 'update')
  const issues = useQuery(shareIssuesQuery(record.id))
  const filter = useMemo(() => ({ investment_opportunity_id: record.id }), [record.id])
  const investments = useQuery(allTransactionsQuery(filter))
  const certificates = useQuery(certificatesQuery(record.id))
  const [dialog, setDialog] = useState<IssueDialog | 'add' | null>(null)

  const queries = [issues, investments, certificates]
  const pending = queries.find((q) => q.isPending || q.isError)
  const allInvestments = investments.data?.rows ?? []
  const awaiting = awaitingAllotment(allInvestments)

  return (
    <TabSection $gap="lg">
      <TabHeader>
        <TabHeading>Tax relief</TabHeading>
        {mayEdit ? <Button onClick={() => setDialog('add')}>Add share issue</Button> : null}
      </TabHeader>
      <SectionNote>
        Each share issue is one allotment under EIS or SEIS. Once HMRC authorises its compliance
        statement, each investor’s certificate is uploaded here and issued to them.
      </SectionNote>
      {pending ? (
        <PendingStates
          query={pending}
          loading="Loading the share issues"
          errorMessage="The share issues could not be loaded."
        />
      ) : (
        <Stack $gap="lg">
          {awaiting.length > 0 ? (
            <SectionNote>
              {countNoun(awaiting.length, 'paid investments')} under EIS or SEIS{' '}
              {awaiting.length === 1 ? 'is' : 'are'} not in a share issue yet: they join one when
              its share issue date is set.
            </SectionNote>
          ) : null}
          {issues.data?.data.length ? (
            issues.data.data.map((issue) => (
              <ShareIssueCard
                key={issue.id}
                issue={issue}
                rows={issueInvestors(issue, allInvestments, certificates.data ?? [])}
                mayEdit={mayEdit}
                open={setDialog}
              />
            ))
          ) : (
            <EmptyState
              title="No share issues yet"
              description={
                mayEdit
                  ? 'Add a share issue when the company allots shares under EIS or SEIS.'
                  : 'Share issues under EIS or SEIS appear here.'
              }
            />
          )}
        </Stack>
      )}
      <IssueDialogs opportunityId={record.id} dialog={dialog} onClose={() => setDialog(null)} />
    </TabSection>
  )
}
