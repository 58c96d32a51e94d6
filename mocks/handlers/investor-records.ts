import type { Router } from '../http/router'
import { defineAction, registerActions } from '../engine/actions'
import { ATTRIBUTE_FORMS } from '../resources/attributes'
import { changeCategorisation, showCategorisation } from './investor-categorisation'
import { saveQuestionnaire, showQuestionnaire } from './investor-questionnaires'
import { SUBJECTS, subjectAt, type SubjectType } from './investor-subjects'

/** Each route under /api/{type}/{id}/, with the staff grant it needs. */
const ROUTES = [
  ['GET', 'categorisation', 'investors', 'show', showCategorisation],
  ['PUT', 'categorisation', 'investor_category', 'update', changeCategorisation],
  ['GET', 'questionnaires/:form', 'investors', 'show', showQuestionnaire],
  ['PUT', 'questionnaires/:form', 'investors', 'update', saveQuestionnaire],
] as const

/**
 * Staff endpoints of an investor's (or contact's) own admin tabs: the investor category,
 * changed by staff with a reason, and the questionnaires (registration form, fact find, risk
 * profile, investor consent) whose questions are investor attributes grouped by `form`.
 */
export function registerInvestorRecordEndpoints(router: Router) {
  for (const type of Object.keys(SUBJECTS) as SubjectType[]) {
    const actions = ROUTES.map(([method, tail, resource, action, handle]) =>
      defineAction({
        method,
        path: `/api/${type}/:id/${tail}`,
        whereIn: tail.includes(':form') ? { form: ATTRIBUTE_FORMS } : undefined,
        load: subjectAt(type),
        may: { resource, action, staff: true },
        handle: (req, _data, row) => handle(req, type, row),
      }),
    )
    registerActions(router, actions)
  }
}
