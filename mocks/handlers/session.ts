import type { Router } from '../http/router'
import { authUser } from '../http/context'
import { defineAction, registerActions } from '../engine/actions'
import { currentUserJson } from './current-user'
import { loginActions } from './session-login'
import { passwordActions } from './session-passwords'
import { registrationActions } from './session-registration'

const user = defineAction({
  method: 'GET',
  path: '/api/user',
  handle: (req) => currentUserJson(req, authUser(req), null, true),
})

/** Breeze's session routes (sign-in, registration, passwords) and the signed-in user. */
export function registerSession(router: Router) {
  registerActions(router, [...loginActions, ...registrationActions, ...passwordActions, user])
}
