import { DocumentsTab } from '@/admin/tabs/documents'
import { OpportunityContentEditor } from '@/admin/investments/content'
import { OpportunityInvitations } from '@/admin/investments/opportunity-status'
import { Card } from '@/ui'
import type { RecordTabProps } from '@/admin/kit/records'
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
