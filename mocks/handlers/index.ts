import { Router } from '../http/router'
import { registerResources } from '../engine/resource-routes'
import { registry } from '../resources'
import { registerSession } from './session'
import { registerSettings } from './settings'
import { registerMailbox } from './mail'
import { registerMockControls } from './mock-controls'
import { registerNotifications } from './notifications'
import { registerBroadcasting } from './broadcasting'
import { registerMockNotify } from './mock-notify'
import { registerInvestmentEndpoints } from './investments'
import { registerCapTableEndpoints } from './cap-table'
import { registerComplianceEndpoints } from './compliance'
import { registerStatsEndpoints } from './stats'
import { registerReportEndpoints } from './reports-endpoints'
import { registerMiscEndpoints } from './misc'
import { registerMarketSoundingEndpoints } from './market-soundings'
import { registerStorageEndpoints } from './storage'
import { registerCrmEndpoints } from './crm'
import { registerInvestorRecordEndpoints } from './investor-records'
import { registerCategorisationApprovalEndpoints } from './categorisation-approval'
import { registerInternationalAmlEndpoints } from './international-aml'
import { registerPromotionExemptionEndpoints } from './promotion-exemptions'
import { registerUserScreeningEndpoints } from './user-screening'
import { registerInvestorComplianceEndpoints } from './investor-compliance'
import { registerDocumentSigningEndpoints } from './document-signing'
import { registerCashCallEndpoints } from './cash-calls'
import { registerPreEmptionRoundEndpoints } from './pre-emption-round'
import { registerMaturityStatusEndpoints } from './maturity-statuses'
import { registerAiEndpoints } from './ai-rewrite'
import { registerPipelineSettingsEndpoints } from './pipeline-settings'
import { registerOptionListEndpoints } from './option-lists'
import { registerAdminAccountEndpoints } from './admin-accounts'
import { registerAttributeValueEndpoints } from './attribute-values-sync'
import { registerTaxReliefEndpoints } from './tax-relief'

/** The host's whole route table; the same one serves the browser, Node tests and the server. */
export function createRouter(): Router {
  const router = new Router()
  registerSession(router)
  registerSettings(router)
  registerNotifications(router)
  registerBroadcasting(router)
  // Special endpoints before the generic families, so literal paths are declared first.
  registerInvestmentEndpoints(router)
  registerCashCallEndpoints(router)
  registerCapTableEndpoints(router)
  registerComplianceEndpoints(router)
  registerStatsEndpoints(router)
  registerReportEndpoints(router)
  registerMiscEndpoints(router)
  registerMarketSoundingEndpoints(router)
  registerStorageEndpoints(router)
  registerCrmEndpoints(router)
  registerInvestorRecordEndpoints(router)
  registerCategorisationApprovalEndpoints(router)
  registerInternationalAmlEndpoints(router)
  registerPromotionExemptionEndpoints(router)
  registerUserScreeningEndpoints(router)
  registerInvestorComplianceEndpoints(router)
  registerDocumentSigningEndpoints(router)
  registerPreEmptionRoundEndpoints(router)
  registerMaturityStatusEndpoints(router)
  registerAiEndpoints(router)
  registerPipelineSettingsEndpoints(router)
  registerOptionListEndpoints(router)
  registerAdminAccountEndpoints(router)
  registerAttributeValueEndpoints(router)
  registerTaxReliefEndpoints(router)
  registerResources(router, registry)
  registerMockControls(router)
  registerMockNotify(router)
  registerMailbox(router)
  return router
}
