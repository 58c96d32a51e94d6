import { FIXED_SECTIONS } from '@/investor/profile/model/profile-slug'
import { SEED as S } from './seed'

const PROFILE_SECTIONS = [
  ...FIXED_SECTIONS,
  `organisation_${S.organisation}`,
  `organisation-documents_${S.organisation}`,
  `investmentmethod_${S.investmentMethod}`,
  `investmentmethod-documents_${S.investmentMethod}`,
]

/** Investor page path (as in investorPages, under /investor) -> the addresses opened. */
export const INVESTOR_ROUTE_SAMPLES: Readonly<Record<string, readonly string[]>> = {
  '/investor': ['/investor'],
  '/investor/investments': ['/investor/investments'],
  '/investor/investments/market-sounding/:id': S.soundings.map(
    (id) => `/investor/investments/market-sounding/${id}`,
  ),
  '/investor/investments/:slug': [`/investor/investments/${S.openOpportunitySlug}`],
  '/investor/investments/:slug/investor-type': [
    `/investor/investments/${S.openOpportunitySlug}/investor-type`,
  ],
  '/investor/investments/:slug/invest': [
    `/investor/investments/${S.openOpportunitySlug}/invest?as=individual`,
  ],
  '/investor/portfolio': ['/investor/portfolio'],
  '/investor/portfolio/fund/:id': [`/investor/portfolio/fund/${S.fundHolding}`],
  '/investor/portfolio/fund/:id/reports/:reportId': [
    `/investor/portfolio/fund/${S.fundHolding}/reports/${S.fundReport}`,
  ],
  // Tax feature: with the seed's flag off these show the 404; journeys turn it on.
  '/investor/portfolio/tax': ['/investor/portfolio/tax'],
  '/investor/portfolio/tax/:startYear/pack': ['/investor/portfolio/tax/2025/pack'],
  '/investor/portfolio/:id': [`/investor/portfolio/${S.holding}`],
  '/investor/portfolio/:id/reports/kpis': [`/investor/portfolio/${S.holding}/reports/kpis`],
  '/investor/portfolio/:id/reports/:reportId': [
    `/investor/portfolio/${S.holding}/reports/${S.holdingReport}`,
  ],
  '/investor/news': ['/investor/news'],
  '/investor/news/reports/:id': [`/investor/news/reports/${S.newsReport}`],
  '/investor/pdf/:id': [`/investor/pdf/${S.investorDocument}`],
  '/investor/terms': ['/investor/terms'],
  '/investor/profile': ['/investor/profile'],
  '/investor/profile/:slug': PROFILE_SECTIONS.map((s) => `/investor/profile/${s}`),
}
