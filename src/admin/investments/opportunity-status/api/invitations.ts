import { personName } from '@/lib/api'
import { INVESTOR_ROLE } from '@/lib/permissions'
import { fetchPage, pageQuery } from '@/lib/resources'
import type { SelectOption } from '@/ui'

export const invitationsQuery = (opportunityId: number) =>
  pageQuery('invitations', {
    filter: { investment_opportunity_id: opportunityId },
    include: ['user'],
    append: ['status'],
    sort: ['-created_at'],
    perPage: 100,
  })

export interface Invitee {
  id: number
  email: string
  name: string
}

/**
 * Investors as picker options, "Name (email)"; those already invited are left out. Each one
 * offered is remembered in `found`, so the invitation can name them without asking again.
 */
export const investorSearch =
  (invited: Set<number>, found: Map<string, Invitee>) =>
  async (term: string, signal: AbortSignal): Promise<SelectOption[]> => {
    const page = await fetchPage(
      'users',
      { filter: { role_id: INVESTOR_ROLE, ...(term ? { search: term } : {}) }, perPage: 10 },
      signal,
    )
    return page.data
      .filter((u) => !invited.has(u.id))
      .map((u) => {
        const name = personName(u, u.email)
        found.set(String(u.id), { id: u.id, email: u.email, name })
        return { value: String(u.id), label: `${name} (${u.email})` }
      })
  }
