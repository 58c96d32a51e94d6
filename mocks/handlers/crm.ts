import { defineAction, registerActions } from '../engine/actions'
import type { Router } from '../http/router'
import { json, modelNotFound, validationError } from '../http/responses'
import { timestamp } from '../db/db'
import { currentUserJson } from './current-user'
import { inviteInvestor } from './session-registration'
import { registerMyTaskEndpoints } from './my-tasks'

/** CRM actions beyond the families' REST routes. */
export function registerCrmEndpoints(router: Router) {
  // Before the tasks family's /api/tasks/{id}, as Laravel's routes file would declare it.
  registerMyTaskEndpoints(router)
  registerActions(router, [convertContact])
}

/**
 * A contact becomes an investor: the same invitation as staff's manual registration, and the
 * contact remembers whom it became (so it cannot be converted twice).
 */
const convertContact = defineAction({
  method: 'POST',
  path: '/api/contacts/:id/convert',
  may: { resource: 'investors', action: 'create' },
  handle: async (req) => {
    const contacts = req.host.db.table('contacts')
    const contact = contacts.find(Number(req.params.id))
    if (!contact) return modelNotFound('Contact', req.params.id!)
    if (contact.converted_user_id)
      return validationError({ contact: ['This contact is already an investor.'] })
    const email = String(contact.email ?? '').toLowerCase()
    const taken = req.host.db
      .table('users')
      .all()
      .some((u) => String(u.email).toLowerCase() === email)
    if (taken) return validationError({ email: ['An investor with this email already exists.'] })
    const user = await inviteInvestor(req, {
      name: contact.first_name,
      surname: contact.last_name,
      email: contact.email,
      phone: contact.phone ?? null,
      city: contact.city ?? null,
      postcode: contact.postcode ?? null,
      country: contact.country ?? null,
      owner_id: contact.owner_id ?? req.user!.id,
      lead_status_id: contact.lead_status_id ?? null,
    })
    await contacts.update(contact.id, {
      converted_user_id: user.id,
      converted_at: timestamp(req.host.now()),
    })
    return json({ data: currentUserJson(req, user, []) }, 201)
  },
})
