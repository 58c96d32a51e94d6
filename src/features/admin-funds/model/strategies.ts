/** Strategies the API knows (funds family rules). */
export const FUND_STRATEGIES = [
  'eis',
  'seis',
  'vct',
  'growth_equity',
  'private_credit',
  'real_estate',
  'infrastructure',
] as const

const LABELS: Record<string, string> = {
  eis: 'EIS',
  seis: 'SEIS',
  vct: 'VCT',
  growth_equity: 'Growth equity',
  private_credit: 'Private credit',
  real_estate: 'Real estate',
  infrastructure: 'Infrastructure',
}

export const strategyLabel = (s: string | null | undefined) => (s ? (LABELS[s] ?? s) : '')
