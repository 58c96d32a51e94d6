import type { RecordTabProps } from '@/admin/kit/records'
import { OpportunityContentEditor } from './opportunity-content-editor'

/** The editor as a live opportunity's record tab ('content'). */
export function OpportunityContentTab({ record }: RecordTabProps) {
  return <OpportunityContentEditor opportunityId={record.id} />
}
