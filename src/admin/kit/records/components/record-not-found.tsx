import { queryErrorMessage } from '@/lib/api'
import { EmptyState, ErrorState, PageHeader, PageStack } from '@/ui'
import type { AnyRecordConfig } from '../model/record-config'
import { capitalise } from '@/lib/format'
import type { useRecord } from '../model/use-record'

/** A record id the host does not know (deleted, mistyped): said plainly, with the way back. */
export function RecordNotFound({ config }: { config: AnyRecordConfig }) {
  return (
    <PageStack>
      <PageHeader
        back={{ to: config.listPath, label: `Back to ${config.listLabel}` }}
        title={`${capitalise(config.noun)} not found`}
      />
      <EmptyState
        title={`There is no ${config.noun} at this address`}
        description="It may have been deleted, or the address may be mistyped."
      />
    </PageStack>
  )
}

/** The record could not be read: why, with a retry. */
export function RecordLoadError({
  config,
  query,
}: {
  config: AnyRecordConfig
  query: ReturnType<typeof useRecord>
}) {
  return (
    <ErrorState
      title={`The ${config.noun} could not be loaded`}
      message={queryErrorMessage(query.error) ?? 'Please try again.'}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  )
}
