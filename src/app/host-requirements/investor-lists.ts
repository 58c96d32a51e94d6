/**
 * The investor portal's list requests, by page, for the contract test and the README's
 * "What the host must answer" table. Each entry runs the page's own query functions (their
 * requests are recorded, not answered for real), with every option a user can pick where the
 * page offers a choice (filters, sorts, tabs), so whatever the page can send is covered.
 * Deep imports: this is test support, outside the app's bundle.
 */
import type { QueryFunction, QueryKey } from '@tanstack/react-query'
import {
  investorTypesQuery as investTypesQuery,
  openOptionQuery,
} from '@/investor/investments/invest/api/invest-queries'
import { holdingQuery } from '@/investor/investments/invest/api/invest-queries'
import {
  cashCallsAwaitingQuery,
  latestOpportunitiesQuery,
  outstandingDocumentsQuery,
  pendingSoundingsQuery as overviewSoundingsQuery,
} from '@/investor/overview/api/overview-queries'
import { newsPageQuery, newsReportQuery } from '@/investor/news/api/news-queries'
import { pendingSoundingsQuery, soundingQuery } from '@/investor/investments/api/market-soundings'
import {
  investmentsInOpportunityQuery,
  investmentsInStateQuery,
} from '@/investor/investments/api/my-investments'
import {
  industriesQuery,
  opportunitiesPageQuery,
  typesQuery,
} from '@/investor/investments/api/opportunity-list'
import { opportunityBySlugQuery } from '@/investor/investments/api/opportunity-queries'
import { opportunityUpdatesQuery } from '@/investor/investments/api/opportunity-updates'
import { OPPORTUNITY_SORTS } from '@/investor/investments/model/sort-options'
import {
  fundHoldingQuery,
  holdingKpisQuery,
  holdingQuery as portfolioHoldingQuery,
  holdingReportsQuery,
} from '@/investor/portfolio/api/holding-queries'
import {
  myFundsQuery,
  myInvestmentsQuery,
  portfolioTablesQuery,
} from '@/investor/portfolio/api/portfolio-queries'
import {
  documentsQuery,
  investorTypesQuery,
  onboardingDocumentsQuery,
  profileUserQuery,
} from '@/investor/profile/api/profile-queries'
import { currentUserQuery } from '@/lib/session'

/** A query's options as the pages hold them: a key and the function that asks the host. */
export interface RunnableQuery {
  queryKey: QueryKey
  queryFn?: unknown
}

export interface InvestorList {
  /** Where the investor meets it. */
  list: string
  queries: RunnableQuery[]
}

/** Every filter value the opportunities page offers is a string id or code; any one will do. */
const opportunityChoices = [
  ...OPPORTUNITY_SORTS.map((s) =>
    opportunitiesPageQuery({ search: 'a', filters: {}, sort: s.value, page: 1 }),
  ),
  opportunitiesPageQuery({
    search: '',
    filters: { status: '2', industry_id: '1', type_id: '1', tax_relief: 'eis' },
    sort: 'close_date',
    page: 2,
  }),
]

export const INVESTOR_LISTS: InvestorList[] = [
  { list: 'Session (every page)', queries: [currentUserQuery] },
  {
    list: 'Investor overview',
    queries: [
      cashCallsAwaitingQuery,
      outstandingDocumentsQuery(1),
      latestOpportunitiesQuery,
      overviewSoundingsQuery,
    ],
  },
  {
    list: 'Investor investments: opportunities',
    queries: [...opportunityChoices, industriesQuery, typesQuery, pendingSoundingsQuery],
  },
  {
    list: 'Investor investments: allocation tabs',
    queries: [investmentsInStateQuery(['reserve', 'reserved'], 1)],
  },
  {
    list: 'Investor opportunity page',
    queries: [
      opportunityBySlugQuery('a-slug'),
      opportunityUpdatesQuery(1),
      investmentsInOpportunityQuery(1),
      holdingQuery(1),
      openOptionQuery(1),
      investTypesQuery,
      soundingQuery(1),
    ],
  },
  {
    list: 'Investor portfolio',
    queries: [
      myInvestmentsQuery,
      myFundsQuery,
      portfolioTablesQuery,
      portfolioHoldingQuery('1'),
      holdingReportsQuery('1'),
      holdingKpisQuery('1'),
      fundHoldingQuery('1'),
    ],
  },
  { list: 'Investor news', queries: [newsPageQuery(), newsReportQuery(1)] },
  {
    list: 'Investor profile',
    queries: [
      profileUserQuery(1),
      investorTypesQuery(),
      documentsQuery({ type: 'users', id: 1 }, 1, 'kyc'),
      onboardingDocumentsQuery(1),
    ],
  },
]

/** Runs a query's function once; what it asks is recorded by the caller's host. */
export async function runQuery(query: RunnableQuery): Promise<void> {
  const fn = query.queryFn as QueryFunction | undefined
  if (typeof fn !== 'function') return
  const context = {
    queryKey: query.queryKey,
    signal: new AbortController().signal,
    meta: undefined,
    // Not a paged (infinite) query: react-query's context fields it does not read.
    pageParam: undefined,
    direction: 'forward',
  } as unknown as Parameters<QueryFunction>[0]
  try {
    await fn(context)
  } catch {
    // The recording host answers empty pages: a page may not be able to read them.
  }
}
