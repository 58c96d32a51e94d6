import type { AnyArea } from '../model/area-config'
import { dealsArea } from './deals'
import { fundOpportunitiesArea, fundsArea } from './funds'
import { existingInvestmentsArea, liveOpportunitiesArea } from './opportunities'
import {
  investmentMethodsArea,
  nomineesArea,
  organisationApplicationsArea,
  organisationsArea,
} from './investor-entities'
import { contactsArea, insiderRegisterArea, investorsArea } from './people'
import { categorisationApprovalsArea } from './categorisation-approvals'
import { screeningsArea } from './screenings'
import { invitationsArea } from './invitations'
import { kpiPortfolioArea, kpisArea, updatesArea, wipArea } from './reports'

/** Every admin list area, in the navigation's order. */
export const ADMIN_AREAS: readonly AnyArea[] = [
  dealsArea,
  liveOpportunitiesArea,
  existingInvestmentsArea,
  fundOpportunitiesArea,
  fundsArea,
  investorsArea,
  contactsArea,
  organisationsArea,
  organisationApplicationsArea,
  investmentMethodsArea,
  nomineesArea,
  screeningsArea,
  categorisationApprovalsArea,
  invitationsArea,
  insiderRegisterArea,
  kpisArea,
  kpiPortfolioArea,
  updatesArea,
  wipArea,
]

export {
  categorisationApprovalsArea,
  contactsArea,
  dealsArea,
  existingInvestmentsArea,
  fundOpportunitiesArea,
  fundsArea,
  insiderRegisterArea,
  investmentMethodsArea,
  investorsArea,
  invitationsArea,
  kpiPortfolioArea,
  kpisArea,
  liveOpportunitiesArea,
  nomineesArea,
  organisationApplicationsArea,
  organisationsArea,
  screeningsArea,
  updatesArea,
  wipArea,
}
