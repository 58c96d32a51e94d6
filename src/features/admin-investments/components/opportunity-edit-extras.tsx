import { DocumentsTab } from '@/features/admin-documents'
import { Card } from '@/ui'
import type { RecordTabProps } from '@/features/admin-records'
import type { Opportunity } from '../records/opportunity-shared'

/**
 * Below the opportunity's form on its edit page: what is saved on its own, as soon as it is
 * changed (documents public or private; the investor-facing content).
 */
export function OpportunityEditExtras({ subject }: RecordTabProps<Opportunity>) {
  return (
    <Card title="Documents">
      <DocumentsTab subject={subject} />
    </Card>
  )
}
