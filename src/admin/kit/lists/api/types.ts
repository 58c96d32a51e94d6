import type { components } from '@/lib/api/schema.gen'

type Schemas = components['schemas']

/** The API families the admin lists read, and the record each answers (the generated contract). */
export interface FamilyRows {
  'pipeline-deals': Schemas['PipelineDeal']
  'investment-opportunities': Schemas['InvestmentOpportunity']
  'fund-investment-opportunities': Schemas['FundInvestmentOpportunity']
  funds: Schemas['Fund']
  users: Schemas['User']
  contacts: Schemas['Contact']
  organisations: Schemas['Organisation']
  'organisation-links': Schemas['OrganisationLink']
  'investment-methods': Schemas['InvestmentMethod']
  nominees: Schemas['Nominee']
  reports: Schemas['Report']
  'custom-kpis': Schemas['CustomKpi']
  'pa-deals': Schemas['PaDeal']
  invitations: Schemas['Invitation']
}

export type ListFamily = keyof FamilyRows

/** Laravel's LengthAwarePaginator with the family's records as `data`. */
export type Page<T> = Omit<Schemas['Paginator'], 'data'> & { data: T[] }
