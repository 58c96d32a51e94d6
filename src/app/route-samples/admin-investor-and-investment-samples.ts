import { SEED as S } from './seed'

/** The investors' and investments' admin routes -> the addresses the sweep opens. */
export const ADMIN_INVESTOR_AND_INVESTMENT_SAMPLES: Readonly<Record<string, readonly string[]>> = {
  // Investors
  '/admin/investors': ['/admin/investors'],
  '/admin/investors/new-investor': ['/admin/investors/new-investor'],
  '/admin/investors/:id/details': [`/admin/investors/${S.investor}/details`],
  '/admin/investors/:id/transactions': [`/admin/investors/${S.investor}/transactions`],
  '/admin/investors/:id/documents': [`/admin/investors/${S.investor}/documents`],
  '/admin/investors/:id/notes-calls-tasks': [`/admin/investors/${S.investor}/notes-calls-tasks`],
  '/admin/investors/:id/category': [`/admin/investors/${S.investor}/category`],
  '/admin/investors/:id/registration-form': [`/admin/investors/${S.investor}/registration-form`],
  '/admin/investors/:id/investment-documents': [
    `/admin/investors/${S.investor}/investment-documents`,
  ],
  '/admin/investors/:id/fact-find': [`/admin/investors/${S.investor}/fact-find`],
  '/admin/investors/:id/risk-profile': [`/admin/investors/${S.investor}/risk-profile`],
  '/admin/investors/:id/investor-consent': [`/admin/investors/${S.investor}/investor-consent`],
  '/admin/investors/:id/compliance-evidence': [
    `/admin/investors/${S.evidencedInvestor}/compliance-evidence`,
  ],
  // Shown with user screening on (the seed has it off): a referral awaiting review.
  '/admin/investors/:id/screening': [`/admin/investors/${S.screenedInvestor}/screening`],
  // Shown with international AML on (the seed has it off): documents in review.
  '/admin/investors/:id/international-check': [
    `/admin/investors/${S.amlInvestor}/international-check`,
  ],
  // Shown with financial promotion exemptions on (the seed has it off): a current statement.
  '/admin/investors/:id/promotion-statement': [
    `/admin/investors/${S.statementInvestor}/promotion-statement`,
  ],
  '/admin/investors/:id/edit': [`/admin/investors/${S.investor}/edit`],
  '/admin/investors/:id/sign-pdf/:id': [
    `/admin/investors/${S.investor}/sign-pdf/${S.investorDocument}`,
  ],
  '/admin/investors/contacts': ['/admin/investors/contacts'],
  '/admin/investors/new-contact': ['/admin/investors/new-contact'],
  '/admin/investors/contacts/:id/details': [`/admin/investors/contacts/${S.contact}/details`],
  '/admin/investors/contacts/:id/documents': [`/admin/investors/contacts/${S.contact}/documents`],
  '/admin/investors/contacts/:id/notes-calls-tasks': [
    `/admin/investors/contacts/${S.contact}/notes-calls-tasks`,
  ],
  '/admin/investors/contacts/:id/category': [`/admin/investors/contacts/${S.contact}/category`],
  '/admin/investors/contacts/:id/registration-form': [
    `/admin/investors/contacts/${S.contact}/registration-form`,
  ],
  '/admin/investors/contacts/:id/fact-find': [`/admin/investors/contacts/${S.contact}/fact-find`],
  '/admin/investors/contacts/:id/risk-profile': [
    `/admin/investors/contacts/${S.contact}/risk-profile`,
  ],
  '/admin/investors/contacts/:id/edit': [`/admin/investors/contacts/${S.contact}/edit`],
  '/admin/investors/organisations': ['/admin/investors/organisations'],
  '/admin/investors/new-organisation': ['/admin/investors/new-organisation'],
  '/admin/investors/organisations/:id/details': [
    `/admin/investors/organisations/${S.organisation}/details`,
  ],
  '/admin/investors/organisations/:id/members': [
    `/admin/investors/organisations/${S.organisation}/members`,
  ],
  '/admin/investors/organisations/:id/transactions': [
    `/admin/investors/organisations/${S.organisation}/transactions`,
  ],
  '/admin/investors/organisations/:id/notes-calls-tasks': [
    `/admin/investors/organisations/${S.organisation}/notes-calls-tasks`,
  ],
  '/admin/investors/organisations/:id/edit': [
    `/admin/investors/organisations/${S.organisation}/edit`,
  ],
  '/admin/investors/organisation-applications': ['/admin/investors/organisation-applications'],
  '/admin/investors/organisation-applications/:id/details': [
    `/admin/investors/organisation-applications/${S.organisationApplication}/details`,
  ],
  '/admin/investors/investment-methods': ['/admin/investors/investment-methods'],
  '/admin/investors/investment-methods/new-method': [
    '/admin/investors/investment-methods/new-method',
  ],
  '/admin/investors/investment-methods/:id/details': [
    `/admin/investors/investment-methods/${S.investmentMethod}/details`,
  ],
  '/admin/investors/investment-methods/:id/transactions': [
    `/admin/investors/investment-methods/${S.investmentMethod}/transactions`,
  ],
  '/admin/investors/investment-methods/:id/notes-calls-tasks': [
    `/admin/investors/investment-methods/${S.investmentMethod}/notes-calls-tasks`,
  ],
  '/admin/investors/investment-methods/:id/edit': [
    `/admin/investors/investment-methods/${S.investmentMethod}/edit`,
  ],
  '/admin/investors/nominees': ['/admin/investors/nominees'],
  '/admin/investors/nominees/new-nominee': ['/admin/investors/nominees/new-nominee'],
  '/admin/investors/nominees/:id/transactions': [
    `/admin/investors/nominees/${S.nominee}/transactions`,
  ],
  '/admin/investors/nominees/:id/notes-calls-tasks': [
    `/admin/investors/nominees/${S.nominee}/notes-calls-tasks`,
  ],
  '/admin/investors/nominees/:id/edit': [`/admin/investors/nominees/${S.nominee}/edit`],
  // Shown with user screening on (the seed has it off).
  '/admin/investors/screenings': ['/admin/investors/screenings'],
  // Shown with categorisation approval and invite on register on (the seed has them off).
  '/admin/investors/categorisations': ['/admin/investors/categorisations'],
  '/admin/investors/invitations': ['/admin/investors/invitations'],
  '/admin/investors/invitations/new-invitation': ['/admin/investors/invitations/new-invitation'],
  '/admin/investors/invitations/:id/details': [
    `/admin/investors/invitations/${S.registerInvitation}/details`,
  ],
  '/admin/investors/invitations/:id/edit': [
    `/admin/investors/invitations/${S.registerInvitation}/edit`,
  ],
  // Investments
  '/admin/investments/deals': ['/admin/investments/deals'],
  '/admin/investments/new-deal': ['/admin/investments/new-deal'],
  '/admin/investments/deals/:id/performance': [`/admin/investments/deals/${S.deal}/performance`],
  '/admin/investments/deals/:id/key-information': [
    `/admin/investments/deals/${S.deal}/key-information`,
  ],
  '/admin/investments/deals/:id/notes-calls-tasks': [
    `/admin/investments/deals/${S.deal}/notes-calls-tasks`,
  ],
  '/admin/investments/deals/:id/edit': [`/admin/investments/deals/${S.deal}/edit`],
  '/admin/investments/opportunities': ['/admin/investments/opportunities'],
  '/admin/investments/opportunities/new-opportunity': [
    '/admin/investments/opportunities/new-opportunity',
  ],
  '/admin/investments/opportunities/:id/details': [
    `/admin/investments/opportunities/${S.liveOpportunity}/details`,
  ],
  '/admin/investments/opportunities/:id/key-information': [
    `/admin/investments/opportunities/${S.liveOpportunity}/key-information`,
  ],
  '/admin/investments/opportunities/:id/transactions': [
    `/admin/investments/opportunities/${S.liveOpportunity}/transactions`,
  ],
  '/admin/investments/opportunities/:id/notes-calls-tasks': [
    `/admin/investments/opportunities/${S.liveOpportunity}/notes-calls-tasks`,
  ],
  '/admin/investments/opportunities/:id/content': [
    `/admin/investments/opportunities/${S.liveOpportunity}/content`,
  ],
  '/admin/investments/opportunities/:id/tax-relief': [
    `/admin/investments/opportunities/${S.liveOpportunity}/tax-relief`,
  ],
  '/admin/investments/opportunities/:id/edit': [
    `/admin/investments/opportunities/${S.draftOpportunity}/edit`,
    `/admin/investments/opportunities/${S.liveOpportunity}/edit`,
  ],
  '/admin/investments/opportunities/:id/details/preview': [
    `/admin/investments/opportunities/${S.liveOpportunity}/details/preview`,
  ],
  '/admin/investments/existing': ['/admin/investments/existing'],
  '/admin/investments/existing/:id/details': [
    `/admin/investments/existing/${S.existingInvestment}/details`,
  ],
  '/admin/investments/existing/:id/key-information': [
    `/admin/investments/existing/${S.existingInvestment}/key-information`,
  ],
  '/admin/investments/existing/:id/transactions': [
    `/admin/investments/existing/${S.existingInvestment}/transactions`,
  ],
  '/admin/investments/existing/:id/notes-calls-tasks': [
    `/admin/investments/existing/${S.existingInvestment}/notes-calls-tasks`,
  ],
  '/admin/investments/existing/:id/cap-table': [
    `/admin/investments/existing/${S.existingInvestment}/cap-table`,
  ],
  '/admin/investments/existing/:id/cap-table-performance': [
    `/admin/investments/existing/${S.existingInvestment}/cap-table-performance`,
  ],
  '/admin/investments/existing/:id/pre-emption': [
    `/admin/investments/existing/${S.existingInvestment}/pre-emption`,
  ],
  '/admin/investments/existing/:id/tax-relief': [
    `/admin/investments/existing/${S.existingInvestment}/tax-relief`,
  ],
  '/admin/investments/tax-certificates': ['/admin/investments/tax-certificates'],
  '/admin/investments/fund-opportunities': ['/admin/investments/fund-opportunities'],
  '/admin/investments/fund-opportunities/new-opportunity': [
    '/admin/investments/fund-opportunities/new-opportunity',
  ],
  '/admin/investments/fund-opportunities/:id/details': [
    `/admin/investments/fund-opportunities/${S.fundOpportunity}/details`,
  ],
  '/admin/investments/fund-opportunities/:id/key-information': [
    `/admin/investments/fund-opportunities/${S.fundOpportunity}/key-information`,
  ],
  '/admin/investments/fund-opportunities/:id/transactions': [
    `/admin/investments/fund-opportunities/${S.fundOpportunity}/transactions`,
  ],
  '/admin/investments/fund-opportunities/:id/notes-calls-tasks': [
    `/admin/investments/fund-opportunities/${S.fundOpportunity}/notes-calls-tasks`,
  ],
  '/admin/investments/fund-opportunities/:id/maturity-statuses': [
    `/admin/investments/fund-opportunities/${S.fundOpportunity}/maturity-statuses`,
  ],
  '/admin/investments/fund-opportunities/:id/edit': [
    `/admin/investments/fund-opportunities/${S.fundOpportunity}/edit`,
  ],
}
