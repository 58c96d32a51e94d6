import { INVESTOR_PATHS } from '@/lib/navigation'

/** The portfolio's routes (SPEC §2), in one place for links and tests. */
export const portfolioPaths = {
  portfolio: INVESTOR_PATHS.portfolio,
  holding: (id: number | string) => `${INVESTOR_PATHS.portfolio}/${id}`,
  holdingReport: (id: number | string, reportId: number | string) =>
    `${INVESTOR_PATHS.portfolio}/${id}/reports/${reportId}`,
  holdingKpis: (id: number | string) => `${INVESTOR_PATHS.portfolio}/${id}/reports/kpis`,
  fund: (id: number | string) => `${INVESTOR_PATHS.portfolio}/fund/${id}`,
  fundReport: (id: number | string, reportId: number | string) =>
    `${INVESTOR_PATHS.portfolio}/fund/${id}/reports/${reportId}`,
  document: (id: number | string) => `/investor/pdf/${id}`,
  /** The tax relief page and a tax year's printable pack (tax feature). */
  taxRelief: `${INVESTOR_PATHS.portfolio}/tax`,
  taxPack: (startYear: number | string) => `${INVESTOR_PATHS.portfolio}/tax/${startYear}/pack`,
  /** The opportunities page's "My Reserved Allocations" tab (opportunities feature). */
  reservedAllocations: `${INVESTOR_PATHS.investments}?tab=reserved`,
  opportunities: INVESTOR_PATHS.investments,
} as const
