import type { SeedContext } from './context'

/** The funds the seed creates: a handful of realistic UK funds, or many for the large seed. */

export interface FundSpec {
  name: string
  manager: string
  strategy:
    'eis' | 'seis' | 'vct' | 'growth_equity' | 'private_credit' | 'real_estate' | 'infrastructure'
  status: 'fundraising' | 'investing' | 'harvesting' | 'closed'
  /** Days from inception to the seed's reference date. */
  age: number
  fee: number
  carry: number
  hurdle: number
}

const NORMAL: FundSpec[] = [
  {
    name: 'Northgate EIS Growth Fund I',
    manager: 'Northgate Capital Partners LLP',
    strategy: 'eis',
    status: 'harvesting',
    age: 1660,
    fee: 2,
    carry: 20,
    hurdle: 8,
  },
  {
    name: 'Thames Valley SEIS Fund 2022',
    manager: 'Thames Valley Ventures LLP',
    strategy: 'seis',
    status: 'closed',
    age: 1600,
    fee: 2.5,
    carry: 20,
    hurdle: 0,
  },
  {
    name: 'Pennine Growth Equity Fund II',
    manager: 'Pennine Private Equity LLP',
    strategy: 'growth_equity',
    status: 'investing',
    age: 1190,
    fee: 2,
    carry: 20,
    hurdle: 8,
  },
  {
    name: 'Albion Street Private Credit Fund',
    manager: 'Albion Street Asset Management Ltd',
    strategy: 'private_credit',
    status: 'investing',
    age: 830,
    fee: 1.25,
    carry: 10,
    hurdle: 6,
  },
  {
    name: 'Caledonian Property Income Fund',
    manager: 'Caledonian Real Estate Partners LLP',
    strategy: 'real_estate',
    status: 'fundraising',
    age: 310,
    fee: 1,
    carry: 15,
    hurdle: 7,
  },
  {
    name: 'Severn Renewable Infrastructure Fund',
    manager: 'Severn Green Capital LLP',
    strategy: 'infrastructure',
    status: 'fundraising',
    age: 140,
    fee: 1.5,
    carry: 15,
    hurdle: 7,
  },
]

const PLACES = [
  'Mercia',
  'Wessex',
  'Cotswold',
  'Humber',
  'Solent',
  'Chiltern',
  'Mersey',
  'Tyne',
  'Clyde',
  'Forth',
  'Tamar',
  'Medway',
  'Ouse',
  'Trent',
  'Avon',
  'Kennet',
  'Fenland',
  'Peak',
  'Weald',
  'Downs',
  'Broads',
  'Dales',
  'Moorland',
  'Lothian',
]
const STRATEGY_LABEL: Record<FundSpec['strategy'], string> = {
  eis: 'EIS Fund',
  seis: 'SEIS Fund',
  vct: 'Venture Capital Trust',
  growth_equity: 'Growth Equity Fund',
  private_credit: 'Private Credit Fund',
  real_estate: 'Property Income Fund',
  infrastructure: 'Infrastructure Fund',
}
const STATUSES: FundSpec['status'][] = ['fundraising', 'investing', 'harvesting', 'closed']
const NUMERALS = ['I', 'II', 'III', 'IV']

export function fundCatalogue(ctx: SeedContext): FundSpec[] {
  if (ctx.size !== 'large') return NORMAL
  const out = [...NORMAL]
  const strategies = Object.keys(STRATEGY_LABEL) as FundSpec['strategy'][]
  for (let i = 0; out.length < 24; i++) {
    const status = STATUSES[i % STATUSES.length]
    const place = PLACES[i % PLACES.length]
    const strategy = strategies[i % strategies.length]
    // Older funds are further along their life: fundraising is young, closed is old.
    const age = {
      fundraising: [60, 400],
      investing: [400, 1300],
      harvesting: [1300, 1800],
      closed: [1500, 1800],
    }[status]
    out.push({
      name: `${place} ${STRATEGY_LABEL[strategy]} ${NUMERALS[Math.floor(i / PLACES.length) % 4]}`,
      manager: `${place} ${ctx.faker.helpers.arrayElement(['Capital', 'Ventures', 'Investment Partners', 'Asset Management'])} LLP`,
      strategy,
      status,
      age: ctx.faker.number.int({ min: age[0], max: age[1] }),
      fee: ctx.faker.helpers.arrayElement([1, 1.5, 2, 2.5]),
      carry: ctx.faker.helpers.arrayElement([10, 15, 20]),
      hurdle: ctx.faker.helpers.arrayElement([0, 6, 7, 8]),
    })
  }
  return out
}

/** Quarterly NAV growth (drift) and volatility by strategy. */
export const NAV_MODEL: Record<FundSpec['strategy'], { drift: number; vol: number }> = {
  eis: { drift: 0.03, vol: 0.06 },
  seis: { drift: 0.035, vol: 0.09 },
  vct: { drift: 0.02, vol: 0.04 },
  growth_equity: { drift: 0.025, vol: 0.04 },
  private_credit: { drift: 0.015, vol: 0.005 },
  real_estate: { drift: 0.01, vol: 0.02 },
  infrastructure: { drift: 0.012, vol: 0.015 },
}

export const DESCRIPTIONS: Record<FundSpec['strategy'], string> = {
  eis: 'A discretionary portfolio of 10-15 UK early-stage companies qualifying for Enterprise Investment Scheme relief, with a focus on software, healthcare and consumer technology.',
  seis: 'Seed-stage investments in UK start-ups qualifying for Seed Enterprise Investment Scheme relief, typically alongside angel syndicates and accelerators.',
  vct: 'A listed Venture Capital Trust investing in established, profitable UK growth businesses, paying tax-free dividends to shareholders.',
  growth_equity:
    'Minority growth capital for profitable UK SMEs with revenues of £5m-£50m, targeting buy-and-build and international expansion.',
  private_credit:
    'Senior secured lending to UK mid-market businesses, with quarterly income and a target net yield of 8-10% a year.',
  real_estate:
    'Multi-let industrial and logistics property in the Scottish central belt and north of England, targeting a 6% income yield.',
  infrastructure:
    'Operational solar, onshore wind and battery storage assets in England and Wales with long-term inflation-linked contracts.',
}
