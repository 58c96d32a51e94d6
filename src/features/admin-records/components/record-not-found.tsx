import { Link } from 'react-router-dom'
import { EmptyState } from '@/ui'
import type { AnyRecordConfig } from '../model/record-config'
import { capitalise } from '../model/record-paths'

/** A record id the host does not know (deleted, mistyped): said plainly, with the way back. */
export function RecordNotFound({ config }: { config: AnyRecordConfig }) {
  return (
    <EmptyState
      title={`${capitalise(config.noun)} not found`}
      description={`There is no ${config.noun} at this address. It may have been deleted.`}
      action={<Link to={config.listPath}>Back to {config.listLabel}</Link>}
    />
  )
}
