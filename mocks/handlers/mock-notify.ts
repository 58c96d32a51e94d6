import type { Router } from '../http/router'
import type { RequestContext, UserRow } from '../http/context'
import { json, validationError, type FieldErrors } from '../http/responses'
import { notify } from '../host/notify'

const optionalString = (v: unknown) => v === undefined || v === null || typeof v === 'string'

/** The user a control names by `user_id` or `email`; an error is added when neither finds one. */
export function findUser(ctx: RequestContext, errors: FieldErrors): UserRow | undefined {
  const { email, user_id: userId } = ctx.input.fields
  const users = ctx.host.db.table<UserRow>('users')
  if (userId !== undefined && userId !== null && userId !== '') {
    const user = users.find(Number(userId))
    if (!user) errors.user_id = ['The selected user id is invalid.']
    return user
  }
  if (typeof email === 'string' && email !== '') {
    const wanted = email.toLowerCase()
    const user = users.first((u) => u.email.toLowerCase() === wanted)
    if (!user) errors.email = ['The selected email is invalid.']
    return user
  }
  errors.email = ['The email field is required when user id is not present.']
  return undefined
}

/**
 * POST /__mock/notify {email | user_id, message, icon?, cta?, type?}: create a database
 * notification for the user and push it over their private channel. Mock-only control.
 */
async function mockNotify(ctx: RequestContext): Promise<Response> {
  const { message, icon, cta, type } = ctx.input.fields
  const errors: FieldErrors = {}
  const user = findUser(ctx, errors)
  if (typeof message !== 'string' || message.trim() === '') {
    errors.message = ['The message field is required.']
  }
  if (!optionalString(icon)) errors.icon = ['The icon field must be a string.']
  if (!optionalString(cta)) errors.cta = ['The cta field must be a string.']
  if (!optionalString(type)) errors.type = ['The type field must be a string.']
  if (!user || Object.keys(errors).length > 0) return validationError(errors)
  const data = {
    message: message as string,
    cta: (cta as string | undefined) ?? null,
    icon: (icon as string | undefined) ?? null,
  }
  const notification = await notify(
    ctx.host,
    user.id,
    data,
    (type as string | undefined) || undefined,
  )
  return json({ data: notification }, 201)
}

export function registerMockNotify(router: Router) {
  // By hand: a mock control, not the contract's (no session, no CSRF).
  router.post('/__mock/notify', mockNotify, { auth: false, csrf: false })
  return router
}
