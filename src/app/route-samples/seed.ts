/** The seed's records the samples open, each as route-samples.test.ts checks it. */
export const SEED = {
  /** investor@example.com. */
  investor: 4,
  /** An investor with regulated steps on record (issue 25, item 7). */
  evidencedInvestor: 96,
  /** Viktor Orlov, whose screening the provider referred to staff (user screening). */
  screenedInvestor: 50,
  /** Graham Moore, in Dubai, whose international check awaits review (international AML). */
  amlInvestor: 25,
  /** Eilidh Bennett, whose financial promotion exemption statement is current. */
  statementInvestor: 20,
  /** A document of investor 4 (a PDF, shown in the portal). */
  investorDocument: 12,
  contact: 1,
  organisation: 1,
  /** A pending organisation link (an application). */
  organisationApplication: 3,
  /** Investor 4's investment method. */
  investmentMethod: 1,
  nominee: 1,
  /** The pending invitation to register (invited@example.com), whose link QA opens. */
  registerInvitation: 41,
  deal: 1,
  /** Stage 1: a draft, opened on its edit page. */
  draftOpportunity: 1,
  /** Stage 2-4: a live opportunity. */
  liveOpportunity: 13,
  /** Stage 5-6 with a follow-on round offered to its holders (issue 25, item 8). */
  existingInvestment: 43,
  fundOpportunity: 1,
  fund: 1,
  /** A WIP report. */
  wipReport: 67,
  /** A live update report and a draft one. */
  liveUpdate: 25,
  draftUpdate: 38,
  paDeal: 1,
  pipeline: 1,
  customAttribute: 1,
  portfolioTable: 1,
  /** Open to investor 4 (stage 3, may invest). */
  openOpportunitySlug: 'zephyrpower-series-b',
  /** Market soundings sent to investor 4: one answered, one awaiting. */
  soundings: [1, 2],
  /** Investor 4's completed holding, with a live update report and KPI reports about it. */
  holding: 38,
  holdingReport: 35,
  /** A fund investor 4 holds units in, and a live report of it. */
  fundHolding: 1,
  fundReport: 55,
  /** A public live update report (news). */
  newsReport: 25,
} as const
