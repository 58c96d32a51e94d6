import { SEED as S } from './seed'

/** Funds', reports', the insider register's and settings' admin routes -> the addresses opened. */
export const ADMIN_OTHER_SAMPLES: Readonly<Record<string, readonly string[]>> = {
  // Funds
  '/admin/funds': ['/admin/funds'],
  '/admin/funds/:id/details': [`/admin/funds/${S.fund}/details`],
  '/admin/funds/:id/transactions': [`/admin/funds/${S.fund}/transactions`],
  '/admin/funds/:id/portfolio': [`/admin/funds/${S.fund}/portfolio`],
  '/admin/funds/:id/kpis': [`/admin/funds/${S.fund}/kpis`],
  '/admin/funds/:id/notes-calls-tasks': [`/admin/funds/${S.fund}/notes-calls-tasks`],
  '/admin/funds/:id/edit': [`/admin/funds/${S.fund}/edit`],
  // Reports
  '/admin/reports': ['/admin/reports'],
  '/admin/reports/kpis': ['/admin/reports/kpis'],
  '/admin/reports/kpi-portfolio': ['/admin/reports/kpi-portfolio'],
  '/admin/reports/wip': ['/admin/reports/wip'],
  '/admin/reports/wip/new-report': ['/admin/reports/wip/new-report'],
  '/admin/reports/wip/:id/details': [`/admin/reports/wip/${S.wipReport}/details`],
  '/admin/reports/updates': ['/admin/reports/updates'],
  '/admin/reports/new-update': ['/admin/reports/new-update'],
  '/admin/reports/updates/:id/details': [`/admin/reports/updates/${S.liveUpdate}/details`],
  '/admin/reports/updates/:id/edit-update': [`/admin/reports/updates/${S.draftUpdate}/edit-update`],
  // Insider register
  '/admin/insider-register': ['/admin/insider-register'],
  '/admin/insider-register/pa-deals': ['/admin/insider-register/pa-deals'],
  '/admin/insider-register/pa-deals/create': ['/admin/insider-register/pa-deals/create'],
  '/admin/insider-register/pa-deals/:id/details': [
    `/admin/insider-register/pa-deals/${S.paDeal}/details`,
  ],
  '/admin/insider-register/pa-deals/:id/edit': [
    `/admin/insider-register/pa-deals/${S.paDeal}/edit`,
  ],
  // Settings
  '/admin/settings': ['/admin/settings'],
  '/admin/settings/account': ['/admin/settings/account'],
  '/admin/settings/account/pipelines': ['/admin/settings/account/pipelines'],
  '/admin/settings/account/admin-accounts': ['/admin/settings/account/admin-accounts'],
  '/admin/settings/account/features': ['/admin/settings/account/features'],
  '/admin/settings/terminology/navigation': ['/admin/settings/terminology/navigation'],
  '/admin/settings/terminology/opportunities': ['/admin/settings/terminology/opportunities'],
  '/admin/settings/terminology/roles': ['/admin/settings/terminology/roles'],
  '/admin/settings/terminology/investor': ['/admin/settings/terminology/investor'],
  '/admin/settings/terminology/portfolio-columns': [
    '/admin/settings/terminology/portfolio-columns',
  ],
  '/admin/settings/terminology/funds': ['/admin/settings/terminology/funds'],
  '/admin/settings/attributes': ['/admin/settings/attributes'],
  '/admin/settings/attributes/kpi-category': ['/admin/settings/attributes/kpi-category'],
  '/admin/settings/attributes/kpis': ['/admin/settings/attributes/kpis'],
  '/admin/settings/attributes/industries': ['/admin/settings/attributes/industries'],
  '/admin/settings/attributes/investment-types': ['/admin/settings/attributes/investment-types'],
  '/admin/settings/attributes/investment-sub-types': [
    '/admin/settings/attributes/investment-sub-types',
  ],
  '/admin/settings/attributes/investment-categories': [
    '/admin/settings/attributes/investment-categories',
  ],
  '/admin/settings/attributes/investment-characters': [
    '/admin/settings/attributes/investment-characters',
  ],
  '/admin/settings/investor/category': ['/admin/settings/investor/category'],
  '/admin/settings/investor/portfolio': ['/admin/settings/investor/portfolio'],
  '/admin/settings/investor/portfolio-stats': ['/admin/settings/investor/portfolio-stats'],
  '/admin/settings/investor/default-associates': ['/admin/settings/investor/default-associates'],
  '/admin/settings/investor/promotion-exemptions': [
    '/admin/settings/investor/promotion-exemptions',
  ],
  '/admin/settings/investor/sign-up-documents': ['/admin/settings/investor/sign-up-documents'],
  '/admin/settings/investor/lead-status': ['/admin/settings/investor/lead-status'],
  '/admin/settings/investor/appropriateness-test': [
    '/admin/settings/investor/appropriateness-test',
  ],
  '/admin/settings/investor/terms': ['/admin/settings/investor/terms'],
  '/admin/settings/investor/market-sounding': ['/admin/settings/investor/market-sounding'],
  '/admin/settings/investor/risk-warning': ['/admin/settings/investor/risk-warning'],
  '/admin/settings/security/password-management': ['/admin/settings/security/password-management'],
  '/admin/settings/security/user-details': ['/admin/settings/security/user-details'],
  // Section roots: each forwards to its first page.
  '/admin/settings/terminology': ['/admin/settings/terminology'],
  '/admin/settings/investor': ['/admin/settings/investor'],
  '/admin/settings/security': ['/admin/settings/security'],
  '/admin/settings/account/pipelines/:id/stages': [
    `/admin/settings/account/pipelines/${S.pipeline}/stages`,
  ],
  '/admin/settings/attributes/configure/:id': [
    `/admin/settings/attributes/configure/${S.customAttribute}`,
  ],
  '/admin/settings/investor/portfolio/:id': [
    `/admin/settings/investor/portfolio/${S.portfolioTable}`,
  ],
}
