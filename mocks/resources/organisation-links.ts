import { defineResource } from '../engine/types'
import { notify, notifyStaff } from '../host/notify'
import { fullName, matches, now, ownBy } from './groups/people-shared'
import { belongsTo } from '../engine/relation-helpers'

export const LINK_ROLES = ['director', 'shareholder', 'trustee', 'authorised_signatory'] as const
export const LINK_STATUSES = ['pending', 'approved', 'rejected'] as const

/**
 * A person's link to an organisation, and the organisation application it starts as: an
 * investor applies (pending), staff approve or reject it (admin: Organisation applications).
 */
export const organisationLinks = defineResource({
  family: 'organisation-links',
  model: 'OrganisationLink',
  feature: 'organisationLinks',
  // prettier-ignore
  fields: [
    'id', 'user_id', 'organisation_id', 'role', 'status', 'ownership_percentage', 'is_primary',
    'reviewed_by', 'reviewed_at', 'rejection_reason', 'created_at', 'updated_at',
  ],
  filters: {
    exact: ['id', 'user_id', 'organisation_id', 'role', 'status', 'is_primary', 'reviewed_by'],
    scopes: {
      search: (row, [term], ctx) => {
        const db = ctx.req.host.db
        return matches(
          term,
          fullName(db.table('users').find(row.user_id as number)),
          db.table('organisations').find(row.organisation_id as number)?.name,
        )
      },
    },
  },
  sorts: ['id', 'status', 'role', 'reviewed_at', 'created_at'],
  defaultSort: '-created_at',
  includes: {
    user: belongsTo('users', 'user_id'),
    organisation: belongsTo('organisations', 'organisation_id'),
    reviewer: belongsTo('users', 'reviewed_by'),
  },
  rules: {
    user_id: 'required|integer|exists:users,id',
    organisation_id: 'required|integer|exists:organisations,id',
    role: `required|in:${LINK_ROLES.join(',')}`,
    status: `sometimes|in:${LINK_STATUSES.join(',')}`,
    ownership_percentage: 'nullable|numeric|min:0|max:100',
    is_primary: 'sometimes|boolean',
    rejection_reason: 'required_if:status,rejected|nullable|string|max:1000',
  },
  defaults: () => ({ status: 'pending', is_primary: 0 }),
  afterWrite: async (row, op, ctx) => {
    const host = ctx.req.host
    const links = host.db.table('organisation-links')
    const org = host.db.table('organisations').find(row.organisation_id as number)
    const person = fullName(host.db.table('users').find(row.user_id as number))
    if (op === 'create' && row.status === 'pending') {
      await notifyStaff(host, {
        message: `${person} applied to join ${org?.name ?? 'an organisation'}`,
        cta: `/admin/investors/organisation-applications/${row.id}/details`,
        icon: 'organisation_application',
      })
    }
    // A decision stamps its reviewer once, and tells the applicant.
    if (op !== 'delete' && row.status !== 'pending' && row.reviewed_at === null && ctx.user) {
      await links.update(row.id, { reviewed_by: ctx.user.id, reviewed_at: now(ctx) })
      if (op === 'update') {
        await notify(host, row.user_id as number, {
          message: `Your application to join ${org?.name ?? 'the organisation'} was ${row.status}`,
          cta: `/investor/profile/organisation_${row.organisation_id}`,
          icon: 'organisation_application',
        })
      }
    }
  },
  investor: {
    read: ownBy('user_id'),
    // An investor applies for themselves; the decision is staff's.
    create: (input, ctx) => {
      if (!ctx.user) return false
      // Filled before validation so that `user_id` need not be sent.
      input.user_id = ctx.user.id
      return { user_id: ctx.user.id, status: 'pending', is_primary: 0, rejection_reason: null }
    },
    // Withdrawing an application that is still pending.
    delete: (row, ctx) => ownBy('user_id')(row, ctx) && row.status === 'pending',
  },
})
