import { DocumentsTab } from '@/features/admin-documents'
import { OpportunityContentEditor } from '@/features/admin-opportunity-content'
import { OpportunityInvitations } from '@/features/admin-opportunity-status'
import { Card } from '@/ui'
import type { RecordTabProps } from '@/features/admin-records'
import type { Opportunity } from '../records/opportunity-shared'

/**
 * Below the opportunity's form on its edit page: what is saved on its own, as soon as it is
 * changed (the investor-facing gallery, team, key points and dates; documents public or
 * private; who is invited while it is Live - Internal).
 */
export function OpportunityEditExtras(props: RecordTabProps<Opportunity>) {
  return (
    <>
      <OpportunityContentEditor opportunityId={props.record.id} />
      <Card title="Documents">
        <DocumentsTab subject={props.subject} />
      </Card>
      <OpportunityInvitations {...props} />
    </>
  )
}
