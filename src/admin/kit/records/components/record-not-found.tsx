import { EmptyState, PageHeader, PageStack } from '@/ui'
import type { AnyRecordConfig } from '../model/record-config'
import { capitalise } from '@/lib/format'

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
