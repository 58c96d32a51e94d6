import { RecordSharePriceAction } from '@/features/admin-cap-table'
import { OpportunityStatusActions } from '@/features/admin-opportunity-status'
import type { RecordTabProps } from '@/features/admin-records'
import type { Opportunity } from '../records/opportunity-shared'

/** An existing investment's header: a new share price or valuation, and its status. */
export function ExistingInvestmentActions(props: RecordTabProps<Opportunity>) {
  return (
    <>
      <RecordSharePriceAction {...props} />
      <OpportunityStatusActions {...props} />
    </>
  )
}
