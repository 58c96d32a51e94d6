import type { Router } from '../http/router'
import { changeCategorisation, showCategorisation } from './investor-categorisation'
import { saveQuestionnaire, showQuestionnaire } from './investor-questionnaires'
import { SUBJECTS, type SubjectType } from './investor-subjects'

/**
 * Staff endpoints of an investor's (or contact's) own admin tabs: the investor category,
 * changed by staff with a reason, and the questionnaires (registration form, fact find, risk
 * profile, investor consent) whose questions are investor attributes grouped by `form`.
 */
export function registerInvestorRecordEndpoints(router: Router) {
  for (const type of Object.keys(SUBJECTS) as SubjectType[]) {
    router.get(`/api/${type}/:id/categorisation`, (req) => showCategorisation(req, type))
    router.put(`/api/${type}/:id/categorisation`, (req) => changeCategorisation(req, type))
    router.get(`/api/${type}/:id/questionnaires/:form`, (req) => showQuestionnaire(req, type))
    router.put(`/api/${type}/:id/questionnaires/:form`, (req) => saveQuestionnaire(req, type))
  }
}
