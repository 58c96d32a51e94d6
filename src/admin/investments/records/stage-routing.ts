import { opportunityPath } from '@/lib/navigation'

/** The tab segments of each opportunity page (the records' tabs; a test keeps them equal). */
export const STAGE_PAGE_TABS = {
  live: [
    'details',
    'key-information',
    'transactions',
    'notes-calls-tasks',
    'content',
    'tax-relief',
  ],
  existing: [
    'details',
    'key-information',
    'transactions',
    'notes-calls-tasks',
    'cap-table',
    'cap-table-performance',
    'pre-emption',
    'tax-relief',
  ],
} as const

type StagePage = keyof typeof STAGE_PAGE_TABS

/** The page an opportunity's stage opens (SPEC §2): 1 the edit page, 2-4 live, 5-6 existing. */
const pageOfStage = (stage: number): StagePage | 'edit' =>
  stage <= 1 ? 'edit' : stage <= 4 ? 'live' : 'existing'

/**
 * SPEC §2's stage routing applied to an address, not only to links: an opportunity opened on a
 * page its stage does not belong to (typed, bookmarked, or left behind by a stage change) goes
 * to the page its stage opens, on the same tab when that page has it, else its details.
 */
export function stageRedirect(here: StagePage) {
  return (o: { id: number; stage: number }, tab: string): string | null => {
    const page = pageOfStage(o.stage)
    if (page === here) return null
    const kept =
      page !== 'edit' && (STAGE_PAGE_TABS[page] as readonly string[]).includes(tab)
        ? tab
        : undefined
    return opportunityPath(o.id, o.stage, kept)
  }
}
