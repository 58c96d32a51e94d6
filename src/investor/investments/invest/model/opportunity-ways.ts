import { admitsInvestorType, allowedInvestorTypes } from '@/lib/investments'
import { formatGBP } from '@/lib/format'
import type { InvestWays } from './invest-ways'

/** One reason shown before the form, with where to resolve it (see EligibilityBlocks). */
export interface InvestBlock {
  kind: string
  message: string
  action?: { label: string; to: string }
}

const TYPE_NAMES: Record<string, string> = {
  individual: 'personally',
  organisation: 'through an organisation',
  pension: 'through a pension',
  investment_method: 'through an investment method',
}

export const ORGANISATION_APPLY_PATH = '/investor/profile/organisation-apply'
const OPPORTUNITIES_PATH = '/investor/investments'

/** "personally or through a pension" */
function typeList(types: readonly string[]): string {
  const names = types.map((t) => TYPE_NAMES[t] ?? t.replace(/_/g, ' '))
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : names[0]
}

/**
 * The ways an opportunity admits (its `allowed_investor_types`; none named: all): the host
 * refuses the others with a 422 on investor_type, so they are not offered.
 */
export function waysForOpportunity(
  ways: InvestWays,
  opportunity: { allowed_investor_types?: readonly string[] | null },
): InvestWays {
  if (allowedInvestorTypes(opportunity) === null) return ways
  const groups = ways.groups.filter((g) => admitsInvestorType(opportunity, g.type))
  const organisations = admitsInvestorType(opportunity, 'organisation')
  return {
    groups,
    all: groups.flatMap((g) => g.ways),
    pendingOrganisations: organisations ? ways.pendingOrganisations : [],
    canApplyForOrganisation: organisations && ways.canApplyForOrganisation,
  }
}

/**
 * Why the investor cannot invest in this opportunity in any way open to them, with a way
 * forward; null when at least one of their ways is admitted.
 */
export function investorTypeBlock(
  ways: InvestWays,
  opportunity: { allowed_investor_types?: readonly string[] | null },
): InvestBlock | null {
  const allowed = allowedInvestorTypes(opportunity)
  if (allowed === null || waysForOpportunity(ways, opportunity).all.length > 0) return null
  const message = `This opportunity is open only to investors investing ${typeList(allowed)}, and your account has no such way to invest set up.`
  const action =
    allowed.includes('organisation') && ways.canApplyForOrganisation
      ? { label: 'Apply to link an organisation', to: ORGANISATION_APPLY_PATH }
      : { label: 'Browse other opportunities', to: OPPORTUNITIES_PATH }
  return { kind: 'investorType', message, action }
}

const PORTFOLIO_PATH = '/investor/portfolio'

/**
 * The investor already holds the opportunity's maximum (the host bounds their total): nothing
 * more can be reserved, unless an open pre-emption option lets them take up their entitlement.
 */
export function maximumBlock(ready: {
  opportunity: { maximum_investment?: number | null }
  held: number
  option: unknown
}): InvestBlock | null {
  const max = Number(ready.opportunity.maximum_investment)
  if (!(max > 0) || ready.option || Math.round(ready.held * 100) < Math.round(max * 100))
    return null
  return {
    kind: 'maximum',
    message: `You have already invested the maximum of ${formatGBP(max)} in this opportunity.`,
    action: { label: 'See your portfolio', to: PORTFOLIO_PATH },
  }
}

/** Everything this opportunity refuses the investor, before any form. */
export function opportunityBlocks(
  ways: InvestWays | null,
  ready: {
    opportunity: {
      allowed_investor_types?: readonly string[] | null
      maximum_investment?: number | null
    }
    held: number
    option: unknown
  },
): InvestBlock[] {
  const blocks = [ways ? investorTypeBlock(ways, ready.opportunity) : null, maximumBlock(ready)]
  return blocks.filter((b): b is InvestBlock => b !== null)
}
