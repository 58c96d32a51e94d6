import { RecordSharePriceAction } from '@/admin/investments/cap-table'
import { OpportunityStatusActions } from '@/admin/investments/opportunity-status'
import type { RecordTabProps } from '@/admin/kit/records'
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
