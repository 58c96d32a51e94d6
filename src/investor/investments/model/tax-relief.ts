import type { RecordOf } from '@/lib/resources'

type Opportunity = RecordOf<'investment-opportunities'>

/**
 * The tax reliefs an opportunity offers: its headline relief and any active tax option of its
 * own (e.g. SEIS beside EIS), without "none" and without repeats, in a stable order.
 */
export function taxReliefs(opportunity: Opportunity): string[] {
  const names: (string | null)[] = [
    opportunity.tax_relief,
    ...(opportunity.tax_options ?? [])
      .filter((o) => o.is_active === 1 && o.investment_opportunity_id === opportunity.id)
      .map((o) => o.name),
  ]
  return [...new Set(names.filter((n): n is string => Boolean(n) && n !== 'none'))]
}

/** The words behind the acronyms, for the badges' accessible names. */
export const TAX_RELIEF_NAMES: Record<string, string> = {
  EIS: 'Enterprise Investment Scheme',
  SEIS: 'Seed Enterprise Investment Scheme',
  VCT: 'Venture Capital Trust',
  IHT: 'Business Relief (inheritance tax)',
}

export const TAX_RELIEF_OPTIONS = ['EIS', 'SEIS', 'VCT', 'IHT'] as const
