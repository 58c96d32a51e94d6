import { ADMIN_PATHS } from '@/lib/navigation'
import { listsUnder } from '@/admin/kit/lists'
import { defineSection, RecordSection } from '@/admin/kit/records'
import { DealsPage } from '@/admin/investments/deals'
import { TaxCertificatesPage } from '@/admin/investments/tax-relief'
import { dealRecord } from './records/deal'
import { existingInvestmentRecord } from './records/existing-investment'
import { liveOpportunityRecord } from './records/live-opportunity'
import { fundOpportunityRecord } from './records/fund-opportunity'

const base = '/admin/investments'

/**
 * SPEC §2's investments section: deals, live opportunities, existing investments and fund
 * opportunities (the last with the funds feature, route-rules.ts).
 */
export const investmentsSection = defineSection({
  base,
  // The deals' page is the pipeline board, with this list as its List view.
  lists: listsUnder(base).map((r) =>
    r.path === ADMIN_PATHS.deals ? { ...r, Component: DealsPage } : r,
  ),
  records: [dealRecord, liveOpportunityRecord, existingInvestmentRecord, fundOpportunityRecord],
  pages: [{ path: ADMIN_PATHS.taxCertificates, Component: TaxCertificatesPage }],
})

/** Every page under /admin/investments (the router mounts it at `investments/*`). */
export function InvestmentsSection() {
  return <RecordSection section={investmentsSection} />
}
