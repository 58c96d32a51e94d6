import { complianceAnswers } from '../compliance-answers'
import { complianceOptions } from '../compliance-options'
import { complianceQuestions } from '../compliance-questions'
import { customKpis } from '../custom-kpis'
import { kpiCategories } from '../kpi-categories'
import { fcaComplianceAnswers } from '../fca-compliance-answers'
import { fcaComplianceOptions } from '../fca-compliance-options'
import { fcaComplianceQuestions } from '../fca-compliance-questions'
import { fundInvestmentOpportunities } from '../fund-investment-opportunities'
import { fundHoldings } from '../fund-holdings'
import { fundKpis } from '../fund-kpis'
import { fundLedger } from '../fund-ledger'
import { funds } from '../funds'
import { netAssetValues } from '../net-asset-values'
import { portfolioTables } from '../portfolio-tables'
import { reportInputs } from '../report-inputs'
import { reports } from '../reports'

/** Funds, reports, KPIs, portfolio tables and the two compliance questionnaires. */
export const fundsResources = [
  funds,
  fundKpis,
  netAssetValues,
  fundLedger,
  fundHoldings,
  fundInvestmentOpportunities,
  reports,
  reportInputs,
  customKpis,
  kpiCategories,
  portfolioTables,
  complianceQuestions,
  complianceOptions,
  complianceAnswers,
  fcaComplianceQuestions,
  fcaComplianceOptions,
  fcaComplianceAnswers,
]
