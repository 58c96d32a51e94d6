import type { Router } from '../http/router'
import { registerActions } from '../engine/actions'
import { currentUserJson } from './current-user'
import { loginActions } from './session-login'
import { passwordActions } from './session-passwords'
import { registrationActions } from './session-registration'

/** Breeze's session routes (sign-in, registration, passwords) and the signed-in user. */
export function registerSession(router: Router) {
  registerActions(router, [...loginActions, ...registrationActions, ...passwordActions])
  router.get('/api/user', (req) => currentUserJson(req, req.user!, null, true))
}
