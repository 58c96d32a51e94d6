import type { ResourceDef } from '../../engine/types'
import type { Row } from '../../db/db'
import { pipelines } from '../pipelines'
import { pipelineStages } from '../pipeline-stages'
import { pipelineDeals } from '../pipeline-deals'
import { pipelineDealMetrics } from '../pipeline-deal-metrics'
import { dealPlacements } from '../deal-placements'
import { investmentOpportunities } from '../investment-opportunities'
import { galleries } from '../galleries'
import { keyPoints } from '../key-points'
import { teamImages } from '../team-images'
import { keyDates } from '../key-dates'
import { sharePrices } from '../share-prices'
import { investmentTypes } from '../types'
import { subTypes } from '../sub-types'
import { industries } from '../industries'
import { taxOptions } from '../tax-options'
import { intentTerms } from '../intent-terms'
import { intents } from '../intents'
import { termConditions } from '../term-conditions'
import { terms } from '../terms'
import { rewards } from '../rewards'
import { triggers } from '../triggers'
import { preEmptionOptions } from '../pre-emption-options'
import { preEmptionChoices } from '../pre-emption-choices'
import { investments } from '../investments'
import { marketSoundings } from '../market-soundings'
import { shareIssues } from '../share-issues'
import { taxCertificates } from '../tax-certificates'

/** Deal pipeline, opportunities and their content, investments and the reference data they use. */
export const dealsResources: ResourceDef<Row>[] = [
  pipelines,
  pipelineStages,
  pipelineDeals,
  pipelineDealMetrics,
  dealPlacements,
  investmentOpportunities,
  galleries,
  keyPoints,
  teamImages,
  keyDates,
  sharePrices,
  investmentTypes,
  subTypes,
  industries,
  taxOptions,
  intentTerms,
  intents,
  termConditions,
  terms,
  rewards,
  triggers,
  preEmptionOptions,
  preEmptionChoices,
  investments as unknown as ResourceDef<Row>,
  marketSoundings as unknown as ResourceDef<Row>,
  shareIssues as unknown as ResourceDef<Row>,
  taxCertificates as unknown as ResourceDef<Row>,
]
