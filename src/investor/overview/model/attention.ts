import type { EligibilityBlock } from '@/investor/appropriateness'
import { offerPath, type PreEmptionOffer } from '@/investor/pre-emption-offers'
import { formatDate, formatGBP } from '@/lib/format'
import type { RecordOf } from '@/lib/resources'
import type { MarketSounding } from '../api/overview-queries'
import { CASH_CALLS_PATH, PROFILE_DOCUMENTS_PATH, soundingPath } from './paths'

export type AttentionKind = 'eligibility' | 'cash-call' | 'document' | 'sounding' | 'pre-emption'

/** One thing the investor should do, as the overview lists it. */
export interface AttentionItem {
  key: string
  kind: AttentionKind
  /** What to do, as a sentence ("Pay £30,000 for Silverpay Bridge round"). */
  title: string
  detail?: string
  /**
   * The link that does it. `context` completes its accessible name when the visible label is
   * short ("See how to pay" + "for Silverpay Bridge round"), so links never share a name.
   */
  action?: { label: string; to: string; context?: string }
}

const BLOCK_TITLES: Record<EligibilityBlock['kind'], string> = {
  email: 'Verify your email address',
  terms: 'Accept the terms and conditions',
  categorisation: 'Tell us what kind of investor you are',
  categorisationApproval: 'Your investor category is awaiting approval',
  categorisationRejected: 'Choose your investor category again',
  internationalAml: 'Send the documents for our international check',
  internationalAmlFailed: 'Contact us about your international check',
  appropriateness: 'Take the appropriateness test',
  cooldown: 'Retake the appropriateness test',
  attempts: 'Contact us about the appropriateness test',
  screening: 'We are checking your identity',
  screeningFailed: 'Contact us about your identity checks',
  promotionExemption: 'Make your financial promotion exemption statement',
}

/** What stands between the investor and investing (the appropriateness feature's model). */
export const fromEligibility = (blocks: readonly EligibilityBlock[]): AttentionItem[] =>
  blocks.map((block) => ({
    key: `eligibility-${block.kind}`,
    kind: 'eligibility',
    title: BLOCK_TITLES[block.kind] ?? block.message,
    detail: block.message,
    action: block.action,
  }))

/** A cash call to pay; the reference is left out where the tenant hides it. */
export const fromCashCall = (
  investment: RecordOf<'investments'>,
  { hideReference = false } = {},
): AttentionItem => {
  const name = investment.investment_opportunity?.name ?? 'your investment'
  const reference =
    investment.payment_reference && !hideReference
      ? `Reference ${investment.payment_reference}`
      : ''
  const reserved = investment.reserved_at ? `Reserved ${formatDate(investment.reserved_at)}` : ''
  return {
    key: `cash-call-${investment.id}`,
    kind: 'cash-call',
    title: `Pay ${formatGBP(investment.amount)} for ${name}`,
    detail: [reserved, reference].filter(Boolean).join(' · '),
    action: { label: 'See how to pay', to: CASH_CALLS_PATH, context: `for ${name}` },
  }
}

export const fromOnboardingDocument = (doc: RecordOf<'onboarding-documents'>): AttentionItem => {
  const verb = doc.requires_signature ? 'Sign' : 'Upload'
  return {
    key: `document-${doc.id}`,
    kind: 'document',
    title: `${verb} your ${doc.name}`,
    detail:
      doc.status === 'rejected'
        ? `Sent back${doc.rejection_reason ? `: ${doc.rejection_reason}` : ''}. Please try again.`
        : (doc.description ?? undefined),
    action: { label: `${verb} now`, to: PROFILE_DOCUMENTS_PATH, context: `(${doc.name})` },
  }
}

export const fromSounding = (sounding: MarketSounding): AttentionItem => {
  // Named once agreed to: before that the host withholds the opportunity's name, and the
  // title (staff's words) may name the company, which is itself inside information.
  const name = sounding.opportunity_name ?? 'a market sounding'
  return {
    key: `sounding-${sounding.id}`,
    kind: 'sounding',
    title: sounding.opportunity_name
      ? `Respond to a market sounding for ${name}`
      : 'Consider a market sounding',
    detail: `Sent ${formatDate(sounding.created_at)}. Confidential until announced.`,
    action: {
      label: 'Respond',
      to: soundingPath(sounding.id),
      context: sounding.opportunity_name ? ` to the ${name} sounding` : ' to the market sounding',
    },
  }
}

/** An unanswered pre-emption offer on something the investor holds (issue 11). */
export const fromPreEmptionOffer = (offer: PreEmptionOffer): AttentionItem => {
  const opp = offer.investment_opportunity
  const name = opp?.name ?? 'your holding'
  const price = offer.share_price ? ` at ${formatGBP(offer.share_price)} a share` : ''
  return {
    key: `pre-emption-${offer.id}`,
    kind: 'pre-emption',
    title: `You have a pre-emption offer in ${name} until ${formatDate(offer.deadline)}`,
    detail: `Take up to ${formatGBP(offer.entitlement_amount)} of the new round${price} to keep your share.`,
    action: opp?.slug
      ? { label: 'Answer the offer', to: offerPath(opp.slug), context: `in ${name}` }
      : undefined,
  }
}
