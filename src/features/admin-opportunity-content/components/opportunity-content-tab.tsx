import type { RecordTabProps } from '@/features/admin-records'
import { OpportunityContentEditor } from './opportunity-content-editor'

/** The editor as a live opportunity's record tab ('content'). */
export function OpportunityContentTab({ record }: RecordTabProps) {
  return <OpportunityContentEditor opportunityId={record.id} />
}
