import { useQuery } from '@tanstack/react-query'
import { TabList } from '@/admin/kit/records'
import { queryErrorMessage } from '@/lib/api'
import type { RecordSubject } from '@/lib/resources'
import { Card, EmptyState, ErrorState, LoadingState } from '@/ui'
import { evidenceQuery } from '../api/evidence-requests'
import { EvidenceEntry } from './evidence-entry'
import { ExportEvidenceButton } from './export-evidence-button'

export interface ComplianceTimelineProps {
  /** The investor (type 'users'). */
  subject: RecordSubject
}

/**
 * Every regulated step of an investor in time order, with what they were shown and chose and
 * who made each change; the host builds the auditor's CSV of the same entries.
 */
export function ComplianceTimeline({ subject }: ComplianceTimelineProps) {
  const evidence = useQuery({ ...evidenceQuery(subject.id), enabled: subject.type === 'users' })
  const title = 'Compliance evidence'
  if (subject.type !== 'users') {
    return (
      <Card title={title}>
        <EmptyState title="Compliance evidence is kept for investors only" />
      </Card>
    )
  }
  const actions = evidence.data?.length ? <ExportEvidenceButton userId={subject.id} /> : null
  return (
    <Card title={title} actions={actions}>
      {evidence.isPending ? (
        <LoadingState label="Loading the compliance evidence…" showLabel />
      ) : evidence.isError ? (
        <ErrorState
          title="The compliance evidence could not be loaded"
          message={queryErrorMessage(evidence.error)}
          onRetry={() => void evidence.refetch()}
          retrying={evidence.isFetching}
        />
      ) : evidence.data.length === 0 ? (
        <EmptyState
          title="No regulated steps yet"
          description="Terms, categorisation, appropriateness attempts, market soundings and KYC changes appear here as they happen."
        />
      ) : (
        <TabList as="ol" $gap="none" aria-label="Compliance evidence, oldest first">
          {evidence.data.map((item) => (
            <EvidenceEntry key={item.id} item={item} investorId={subject.id} />
          ))}
        </TabList>
      )}
    </Card>
  )
}
