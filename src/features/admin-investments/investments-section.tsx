import { ADMIN_PATHS } from '@/lib/navigation'
import { ADMIN_LIST_ROUTES } from '@/features/admin-lists'
import { defineSection, RecordSection } from '@/features/admin-records'
import { dealRecord } from './records/deal'
import { existingInvestmentRecord } from './records/existing-investment'
import { liveOpportunityRecord } from './records/live-opportunity'

const base = '/admin/investments'

/**
 * SPEC §2's investments section: deals, live opportunities and existing investments, and the
 * fund opportunities' list (its records come with the funds section).
 */
export const investmentsSection = defineSection({
  base,
  lists: ADMIN_LIST_ROUTES.map((r) => ({
    path: `${ADMIN_PATHS.overview}/${r.path}`,
    Component: r.Component,
  })).filter((r) => r.path.startsWith(`${base}/`)),
  records: [dealRecord, liveOpportunityRecord, existingInvestmentRecord] as never[],
})

/** Every page under /admin/investments (the router mounts it at `investments/*`). */
export function InvestmentsSection() {
  return <RecordSection section={investmentsSection} />
}
