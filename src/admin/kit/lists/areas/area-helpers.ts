import { ADMIN_PATHS } from '@/lib/navigation'
export { isLiveOpportunityStage, LIVE_OPPORTUNITY_STAGES } from '@/lib/investments'
import type { TermKey } from '@/lib/terminology'
import { money } from '../components/cells'
import type { AreaColumn, TermOf } from '../model/area-config'

/** '/admin/investments/deals' -> 'investments/deals': route paths are under the admin layout. */
export const relative = (path: string) => path.slice(`${ADMIN_PATHS.overview}/`.length)

/**
 * A heading word as it reads mid-sentence: "Live opportunities" -> "live opportunities".
 * Words with more than one capital are acronyms or names ("KPI", "ISAs") and keep their case.
 */
export function midSentence(words: string): string {
  return words
    .split(' ')
    .map((w) => ((w.match(/[A-Z]/g)?.length ?? 0) > 1 ? w : w.toLowerCase()))
    .join(' ')
}

/** The area's noun from the tenant's terminology. */
export const nounOf = (key: TermKey) => (t: TermOf) => midSentence(t(key))

/** A fixed noun. */
export const fixedNoun = (noun: string) => () => noun

/** A sortable amount in whole pounds, right-aligned as figures read (`id` is its sort field). */
export const amountColumn = <R>(
  id: string,
  header: string,
  amount: (row: R) => number | string | null | undefined,
): AreaColumn<R> => ({
  id,
  header,
  sortable: true,
  align: 'right',
  cell: (row) => money(amount(row)),
})
