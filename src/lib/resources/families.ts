import type { components } from '@/lib/api/schema.gen'

type S = components['schemas']

/**
 * Every REST family the API serves (SPEC §3), mapped to the record it answers in the generated
 * contract. One table, so a feature reading `/api/{family}` never restates a shape.
 */
export interface FamilyRecords {
  activity: S['Activity']
  'attribute-values': S['AttributeValue']
  attributes: S['Attribute']
  'call-logs': S['CallLog']
  categories: S['Category']
  characters: S['Character']
  'investment-categories': S['InvestmentCategory']
  'client-groups': S['ClientGroup']
  'compliance-answers': S['ComplianceAnswer']
  'compliance-options': S['ComplianceOption']
  'compliance-questions': S['ComplianceQuestion']
  contacts: S['Contact']
  'custom-kpis': S['CustomKpi']
  'deal-placements': S['DealPlacement']
  'default-associates': S['DefaultAssociate']
  documents: S['Document']
  'fca-compliance-answers': S['FcaComplianceAnswer']
  'fca-compliance-options': S['FcaComplianceOption']
  'fca-compliance-questions': S['FcaComplianceQuestion']
  'folder-structures': S['FolderStructure']
  'fund-investment-opportunities': S['FundInvestmentOpportunity']
  'fund-kpis': S['FundKpi']
  'fund-ledger': S['FundLedgerEntry']
  'fund-holdings': S['FundHolding']
  funds: S['Fund']
  galleries: S['Gallery']
  industries: S['Industry']
  'intent-terms': S['IntentTerm']
  intents: S['Intent']
  'investment-methods': S['InvestmentMethod']
  'investment-opportunities': S['InvestmentOpportunity']
  investments: S['Investment']
  'investor-associates': S['InvestorAssociate']
  'investor-types': S['InvestorType']
  invitations: S['Invitation']
  'key-dates': S['KeyDate']
  'key-points': S['KeyPoint']
  'lead-statuses': S['LeadStatus']
  'market-soundings': S['MarketSounding']
  'net-asset-values': S['NetAssetValue']
  nominees: S['Nominee']
  notes: S['Note']
  'onboarding-documents': S['OnboardingDocument']
  'onboarding-document-types': S['OnboardingDocumentType']
  'organisation-links': S['OrganisationLink']
  organisations: S['Organisation']
  'pa-deals': S['PaDeal']
  'pipeline-deals': S['PipelineDeal']
  'pipeline-deal-metrics': S['PipelineDealMetric']
  'pipeline-stages': S['PipelineStage']
  pipelines: S['Pipeline']
  'portfolio-tables': S['PortfolioTable']
  'pre-emption-choices': S['PreEmptionChoice']
  'pre-emption-options': S['PreEmptionOption']
  'kpi-categories': S['KpiCategory']
  'report-inputs': S['ReportInput']
  reports: S['Report']
  rewards: S['Reward']
  'share-issues': S['ShareIssue']
  'share-prices': S['SharePrice']
  'sub-types': S['SubType']
  tasks: S['Task']
  'tax-certificates': S['TaxCertificate']
  'tax-options': S['TaxOption']
  'team-images': S['TeamImage']
  'term-conditions': S['TermCondition']
  terms: S['Term']
  triggers: S['Trigger']
  types: S['Type']
  users: S['User']
  'whole-ownership-choices': S['WholeOwnershipChoice']
}

export type Family = keyof FamilyRecords

/** A record of the family, with whatever `include`d relations the caller asked for. */
export type RecordOf<F extends Family> = FamilyRecords[F] & Record<string, unknown>

/** Laravel's LengthAwarePaginator with the family's records as `data` (read by decodePage). */
export type { Page } from '@/lib/api/decode'
