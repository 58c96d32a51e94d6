import { isLaravelTrue } from '@/lib/laravel-true'
import { flagsFrom } from '@/lib/settings/flag-names'
import { tenantTerms } from '@/lib/tenant/tenant-view'
import { screeningBlocks, screeningOf, type ScreeningStanding } from './screening-standing'

/**
 * Who may invest (SPEC §4, DESIGN "Host rules"): one pure rule shared by the portal (which
 * explains the blocks up front) and the host (which refuses the placement and payment routes
 * with Laravel's answers). Both read the same columns of the user, the tenant's settings and
 * the appropriateness test's status, so the gate on the screen and the refusal agree.
 */

/** The investor role (SPEC §6). Kept here so this module stays free of the permission table. */
const INVESTOR_ROLE_ID = 5

/** The columns of the user the rules read (GET /api/user, the users table). */
export interface InvestorColumns {
  role_id?: number | string | null
  email_verified_at?: string | null
  accepted_terms_version?: number | string | null
  investor_category_id?: number | null
  category_confirmed_at?: string | null
  /** With categorisation approval on: awaiting, approved or rejected by staff (null: not asked). */
  category_approval_status?: string | null
  compliance_passed?: number | string | boolean | null
  /** With financial promotion exemptions on: when the investor's exemption statement lapses. */
  promotion_exemption_expires_at?: string | null
  /** Country of residence, ISO alpha-2 (null: the UK). */
  country?: string | null
  /** Staff's decision on the international check, with international AML on (null: none). */
  international_aml_status?: string | null
}

/** The appropriateness test's status, as GET /api/compliance/answers reports it. */
export interface TestStatus {
  passed: boolean
  tries: number
  /** End of the 24-hour cooldown after a failure, while it runs; null otherwise. */
  retryAt: string | null
  /** Attempts allowed (9999: unlimited). */
  allowed: number
}

/** Where the investor stands with the test; `error`: the client could not read it. */
export type TestStanding = 'notRequired' | 'passed' | 'ready' | 'cooldown' | 'exhausted' | 'error'

/** What the rules decide from, already resolved. */
export interface InvestFacts {
  emailVerified: boolean
  termsAccepted: boolean
  categorised: boolean
  /** Staff's decision on the category, with categorisation approval on (absent: approved). */
  categoryApproval?: CategoryApproval
  /** With international AML on: where a non-UK investor's check stands (absent: not asked). */
  internationalAml?: InternationalAmlStanding
  test: TestStanding
  screening?: ScreeningStanding
  /** The financial promotion exemption statement, with that flag on (absent: not required). */
  promotion?: PromotionStanding
}

/** The international check of a non-UK investor: waiting for documents or staff, or decided. */
export type InternationalAmlStanding = 'notRequired' | 'pending' | 'passed' | 'failed'

/** Where a confirmed category stands with staff (approved also when approval is not asked). */
export type CategoryApproval = 'approved' | 'awaiting' | 'rejected'

/** One reason an investor may not invest, in the order they resolve them. */
export type InvestBlockKind =
  | 'email'
  | 'terms'
  | 'categorisation'
  | 'categorisationApproval'
  | 'categorisationRejected'
  | 'internationalAml'
  | 'internationalAmlFailed'
  | 'appropriateness'
  | 'cooldown'
  | 'attempts'
  | 'screening'
  | 'screeningFailed'
  | 'promotionExemption'

/** SPEC §4: the accepted version is below the tenant's current one (missing counts as 0). */
export function termsOutstanding(
  user: InvestorColumns | null | undefined,
  settings: Record<string, unknown> | null | undefined,
): boolean {
  if (!user) return false
  const accepted = Number(user.accepted_terms_version)
  return (Number.isFinite(accepted) ? accepted : 0) < tenantTerms(settings as never).version
}

/** With the categorisation popups on, an investor must have confirmed a category (SPEC §3). */
export function categoryOutstanding(
  user: InvestorColumns | null | undefined,
  popups: boolean,
): boolean {
  if (!popups || !user || Number(user.role_id) !== INVESTOR_ROLE_ID) return false
  return user.investor_category_id == null || !user.category_confirmed_at
}

/**
 * With categorisation approval on, an investor's category counts only once staff approve it:
 * awaiting or rejected until then. A category held from before approval was asked (no status)
 * counts as approved; with the flag off the status is not read at all.
 */
export function categoryApprovalOf(
  user: InvestorColumns | null | undefined,
  approval: boolean,
): CategoryApproval {
  if (!approval || !user || Number(user.role_id) !== INVESTOR_ROLE_ID) return 'approved'
  if (user.investor_category_id == null) return 'approved'
  const status = user.category_approval_status
  return status === 'awaiting' || status === 'rejected' ? status : 'approved'
}

/** Where an investor's financial promotion exemption statement stands (COBS 4.12A). */
export type PromotionStanding = 'notRequired' | 'current' | 'missing' | 'expired'

/**
 * With financial promotion exemptions on, an investor needs a statement made in the last 12
 * months (the host stores when it lapses): until then they see no opportunity's details and
 * may not invest. Staff are never asked.
 */
export function promotionStandingOf(
  user: InvestorColumns | null | undefined,
  on: boolean,
  now: number,
): PromotionStanding {
  if (!on || !user || Number(user.role_id) !== INVESTOR_ROLE_ID) return 'notRequired'
  const expires = user.promotion_exemption_expires_at
  if (!expires) return 'missing'
  return Date.parse(expires.replace(' ', 'T')) > now ? 'current' : 'expired'
}

/** Residence outside the UK (GB; no country recorded counts as the UK). */
export function outsideUk(country: string | null | undefined): boolean {
  const code = (country ?? '').trim().toUpperCase()
  return code !== '' && code !== 'GB' && code !== 'UK'
}

/**
 * With international AML on, an investor living outside the UK may invest only once staff
 * pass their enhanced due-diligence check; with the flag off they are treated as UK investors.
 */
export function internationalAmlOf(
  user: InvestorColumns | null | undefined,
  flag: boolean,
): InternationalAmlStanding {
  if (!flag || !user || Number(user.role_id) !== INVESTOR_ROLE_ID) return 'notRequired'
  if (!outsideUk(user.country)) return 'notRequired'
  const status = user.international_aml_status
  return status === 'passed' || status === 'failed' ? status : 'pending'
}

/**
 * SPEC §4: passed; out of attempts (checked before the cooldown, as waiting would not help);
 * waiting out the 24 hours after a failure; or free to take it.
 */
export function testStandingOf(
  status: TestStatus,
  now: number,
): 'passed' | 'exhausted' | 'cooldown' | 'ready' {
  if (status.passed) return 'passed'
  if (status.tries >= status.allowed) return 'exhausted'
  const until = status.retryAt ? Date.parse(status.retryAt.replace(' ', 'T')) : NaN
  if (Number.isFinite(until) && until > now) return 'cooldown'
  return 'ready'
}

/**
 * The facts for one user. The test is required only of investors, with the compliance test
 * flag on, who have not passed it (the user's compliance_passed); `status` is read only then.
 */
export function investFacts(input: {
  user: InvestorColumns
  settings: Record<string, unknown> | null | undefined
  /** The test's status, or a standing the caller already knows (loading and errors). */
  status: () => TestStatus | TestStanding
  now: number
}): InvestFacts {
  const { user, settings } = input
  const flags = flagsFrom(settings)
  const investor = Number(user.role_id) === INVESTOR_ROLE_ID
  let test: TestStanding
  if (!investor || !flags.complianceTest) test = 'notRequired'
  else if (isLaravelTrue(user.compliance_passed)) test = 'passed'
  else {
    const s = input.status()
    test = typeof s === 'string' ? s : testStandingOf(s, input.now)
  }
  return {
    emailVerified: !!user.email_verified_at,
    termsAccepted: !termsOutstanding(user, settings),
    // Approval asks for a category as the pop-ups do: investing waits for an approved one.
    categorised: !categoryOutstanding(
      user,
      flags.investorCategorisationPopups || flags.complianceRequiresCategorisationApproval,
    ),
    categoryApproval: categoryApprovalOf(user, flags.complianceRequiresCategorisationApproval),
    internationalAml: internationalAmlOf(user, flags.internationalAml),
    test,
    screening: screeningOf(user, flags.userScreening),
    promotion: promotionStandingOf(user, flags.financialPromotionExceptions, input.now),
  }
}

/**
 * In the order an investor resolves them: email, terms, category (and its approval), the
 * international check, then the test.
 */
export function investBlockKinds(facts: InvestFacts): InvestBlockKind[] {
  const kinds: InvestBlockKind[] = []
  if (!facts.emailVerified) kinds.push('email')
  if (!facts.termsAccepted) kinds.push('terms')
  if (!facts.categorised) kinds.push('categorisation')
  else if (facts.categoryApproval === 'awaiting') kinds.push('categorisationApproval')
  else if (facts.categoryApproval === 'rejected') kinds.push('categorisationRejected')
  if (facts.internationalAml === 'pending') kinds.push('internationalAml')
  if (facts.internationalAml === 'failed') kinds.push('internationalAmlFailed')
  if (facts.promotion === 'missing' || facts.promotion === 'expired')
    kinds.push('promotionExemption')
  if (facts.test === 'ready' || facts.test === 'error') kinds.push('appropriateness')
  if (facts.test === 'cooldown') kinds.push('cooldown')
  if (facts.test === 'exhausted') kinds.push('attempts')
  kinds.push(...screeningBlocks(facts.screening))
  return kinds
}

/**
 * Investor types an opportunity admits: its `allowed_investor_types`, where null or empty means
 * every type the tenant enables. Returns null for "no restriction".
 */
export function allowedInvestorTypes(opportunity: {
  allowed_investor_types?: readonly string[] | null
}): readonly string[] | null {
  const list = opportunity.allowed_investor_types
  return Array.isArray(list) && list.length > 0 ? list : null
}

/** Whether an opportunity admits an investor type (individual when none is named). */
export function admitsInvestorType(
  opportunity: { allowed_investor_types?: readonly string[] | null },
  type: string | null | undefined,
): boolean {
  const allowed = allowedInvestorTypes(opportunity)
  return allowed === null || allowed.includes(type || 'individual')
}
