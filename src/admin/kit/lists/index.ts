export { ADMIN_LIST_ROUTES, listsUnder } from './routes'
export { AdminListSwitch } from './admin-list-switch'
export type { AdminListRoute } from './routes'
export { AreaListPage } from './components/area-list-page'
export type { AreaListPageProps } from './components/area-list-page'
export { ADMIN_AREAS, dealsArea } from './areas'
export { defineArea } from './model/area-config'
export type { AnyArea, AreaColumn, AreaConfig } from './model/area-config'
export { listKeys, listPageQuery } from './api'
export type { FamilyRows, ListFamily, Page } from './api'
// The labels and cells a record's pages show the same values with as its list.
export {
  ACTIVE_STATUS,
  APPLICATION_STATUS,
  COMPLIANCE_RESULT,
  DEAL_STATUS,
  FUND_OPPORTUNITY_STATUS,
  FUND_STATUS,
  INVITATION_STATUS,
  invitationStatus,
  OPPORTUNITY_STAGE,
  OPPORTUNITY_STATUS,
  KYC_STATUS,
  MATURITY_STATUS,
  METHOD_STATUS,
  ORGANISATION_STATUS,
  enumOptions,
  humanise,
  optionsOf,
} from './model/labels'
export type { Label, LabelMap } from './model/labels'
export { FUND_STRATEGIES, strategyLabel } from './model/fund-strategies'
export {
  NotSet,
  StatusCell,
  date as dateCell,
  money as moneyCell,
  text as textCell,
} from './components/cells'
export { midSentence } from './areas/area-helpers'
