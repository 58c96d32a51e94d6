import { activity } from '../activity'
import { attributeValues } from '../attribute-values'
import { attributes } from '../attributes'
import { callLogs } from '../call-logs'
import { categories } from '../categories'
import { characters } from '../characters'
import { clientGroups } from '../client-groups'
import { defaultAssociates } from '../default-associates'
import { documents } from '../documents'
import { folderStructures } from '../folder-structures'
import { investmentCategories } from '../investment-categories'
import { investmentMethods } from '../investment-methods'
import { investorAssociates } from '../investor-associates'
import { investorTypes } from '../investor-types'
import { invitations } from '../invitations'
import { leadStatuses } from '../lead-statuses'
import { nominees } from '../nominees'
import { notes } from '../notes'
import { onboardingDocuments } from '../onboarding-documents'
import { onboardingDocumentTypes } from '../onboarding-document-types'
import { organisationLinks } from '../organisation-links'
import { organisations } from '../organisations'
import { tasks } from '../tasks'
import { users } from '../users'
import { wholeOwnershipChoices } from '../whole-ownership-choices'

/** Investors, staff, their organisations and the CRM around them (contacts is declared apart). */
export const peopleResources = [
  users,
  organisations,
  organisationLinks,
  nominees,
  investmentMethods,
  invitations,
  defaultAssociates,
  investorAssociates,
  clientGroups,
  leadStatuses,
  categories,
  characters,
  investmentCategories,
  investorTypes,
  notes,
  tasks,
  callLogs,
  activity,
  documents,
  folderStructures,
  onboardingDocumentTypes,
  onboardingDocuments,
  attributes,
  attributeValues,
  wholeOwnershipChoices,
]
