import type { Flags } from '@/lib/flags'
import { preEmptionOfferOpen } from '@/lib/investments'
import { limitsOf } from './amount-rules'
import type { InvestAs } from './invest-as'
import type { InvestSetup, IntentTerms, Opportunity, TaxOption } from './invest-form'
import type { InvestWay } from './invest-ways'
import type { PreEmptionOption } from './pre-emption'

export interface SetupInput {
  /** Today, for the option's deadline (tests pass one). */
  now?: Date
  opportunity: Opportunity
  holds: boolean
  /** What the investor already has in the opportunity (not cancelled). */
  held?: number
  option: PreEmptionOption | null
  as: InvestAs
  way: InvestWay
  flags: Pick<Flags, 'tax' | 'termsConditions'>
}

/** Active reliefs other than "none" (offered separately), one per name. */
function reliefsOf(opportunity: Opportunity): TaxOption[] {
  const byName = new Map<string, TaxOption>()
  for (const t of opportunity.tax_options ?? [])
    if (t.is_active === 1 && t.name !== 'none' && !byName.has(t.name)) byName.set(t.name, t)
  return [...byName.values()]
}

/** The current (active, latest) version of the opportunity's intent terms. */
function currentTerms(opportunity: Opportunity): IntentTerms | null {
  const active = (opportunity.intent_terms ?? []).filter((t) => t.is_active === 1)
  return active.sort((a, b) => b.version - a.version)[0] ?? null
}

/** What the invest form shows, from the server's data and the tenant's flags. */
export function buildSetup({
  opportunity,
  holds,
  held: invested = 0,
  option,
  as,
  way,
  flags,
  now = new Date(),
}: SetupInput): InvestSetup {
  // An option is only offered to a holder; without a holding it cannot be exercised.
  const held = holds ? option : null
  const open = held !== null && preEmptionOfferOpen(held, now)
  return {
    opportunity,
    as,
    way,
    holds,
    option: open ? held : null,
    closedOption: open ? null : held,
    taxOptions: flags.tax ? reliefsOf(opportunity) : [],
    intentTerms: flags.termsConditions ? currentTerms(opportunity) : null,
    // The maximum bounds the investor's total (the host refuses more), except an exact
    // pre-emption take-up, which the host bounds by the maximum alone.
    limits: limitsOf(opportunity, open ? 0 : invested),
  }
}
