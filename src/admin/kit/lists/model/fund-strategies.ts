/** Strategies the API knows (funds family rules), for a fund's list filter, form and record. */
export const FUND_STRATEGIES = [
  'eis',
  'seis',
  'vct',
  'growth_equity',
  'private_credit',
  'real_estate',
  'infrastructure',
] as const

export const FUND_STRATEGY_LABEL: Readonly<Record<string, string>> = {
  eis: 'EIS',
  seis: 'SEIS',
  vct: 'VCT',
  growth_equity: 'Growth equity',
  private_credit: 'Private credit',
  real_estate: 'Real estate',
  infrastructure: 'Infrastructure',
}

/** A strategy's label; one the API added since is shown as it is sent. */
export const strategyLabel = (s: string | null | undefined) =>
  s ? (FUND_STRATEGY_LABEL[s] ?? s) : ''
