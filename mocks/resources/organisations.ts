import { defineResource } from '../engine/types'
import {
  castDates,
  eventOf,
  linkedOrganisationIds,
  logActivity,
  matches,
  stripInput,
} from './groups/people-shared'
import { belongsTo, hasMany, morphMany, crmChildren } from '../engine/relation-helpers'

export const ORGANISATION_TYPES = ['company', 'trust', 'partnership', 'charity', 'pension'] as const
export const ORGANISATION_STATUSES = ['pending', 'active', 'inactive', 'dissolved'] as const

/** Columns staff verify: an investor's update of their organisation silently drops them. */
// prettier-ignore
const INVESTOR_FIXED = [
  'name', 'type', 'company_number', 'charity_number', 'vat_number', 'lei', 'incorporation_date',
  'status', 'owner_id', 'lead_status_id',
]

/** Companies, trusts, partnerships, charities and pension schemes (SIPP/SSAS) that invest. */
export const organisations = defineResource({
  family: 'organisations',
  model: 'Organisation',
  // prettier-ignore
  fields: [
    'id', 'name', 'type', 'company_number', 'charity_number', 'vat_number', 'lei',
    'incorporation_date', 'registered_address_line_1', 'registered_address_line_2',
    'registered_city', 'registered_postcode', 'registered_country', 'email', 'phone', 'website',
    'status', 'owner_id', 'lead_status_id', 'created_at', 'updated_at',
  ],
  filters: {
    exact: ['id', 'type', 'status', 'owner_id', 'lead_status_id', 'registered_country'],
    partial: ['name', 'company_number', 'registered_postcode', 'registered_city'],
    scopes: {
      search: (row, [term]) => matches(term, row.name, row.company_number, row.email),
    },
  },
  sorts: ['id', 'name', 'type', 'status', 'incorporation_date', 'created_at'],
  defaultSort: 'name',
  includes: {
    owner: belongsTo('users', 'owner_id'),
    leadStatus: belongsTo('lead-statuses', 'lead_status_id'),
    organisationLinks: hasMany('organisation-links', 'organisation_id'),
    users: {
      kind: 'belongsToMany',
      related: 'users',
      pivot: 'organisation-links',
      foreignPivotKey: 'organisation_id',
      relatedPivotKey: 'user_id',
    },
    contacts: hasMany('contacts', 'organisation_id'),
    investments: hasMany('investments', 'organisation_id'),
    attributeValues: morphMany('attribute-values', 'attributable', 'organisations'),
    folders: morphMany('folder-structures', 'folderable', 'organisations'),
    ...crmChildren('organisations'),
  },
  rules: {
    name: 'required|string|max:255',
    type: `required|in:${ORGANISATION_TYPES.join(',')}`,
    company_number: 'nullable|string|max:20',
    charity_number: 'nullable|string|max:20',
    vat_number: 'nullable|string|max:20',
    lei: 'nullable|string|size:20',
    incorporation_date: 'nullable|date',
    registered_address_line_1: 'nullable|string|max:255',
    registered_address_line_2: 'nullable|string|max:255',
    registered_city: 'nullable|string|max:255',
    registered_postcode: 'nullable|string|max:20',
    registered_country: 'nullable|string|size:2',
    email: 'nullable|email|max:255',
    phone: 'nullable|string|max:50',
    website: 'nullable|url|max:255',
    status: `sometimes|in:${ORGANISATION_STATUSES.join(',')}`,
    owner_id: 'nullable|integer|exists:users,id',
    lead_status_id: 'nullable|integer|exists:lead-statuses,id',
  },
  defaults: (_input, ctx) => ({
    status: 'active',
    registered_country: 'GB',
    owner_id: ctx.user?.role_id === 5 ? null : (ctx.user?.id ?? null),
  }),
  afterWrite: async (row, op, ctx) => {
    if (op !== 'delete')
      await castDates(ctx, 'organisations', row, { date: ['incorporation_date'] })
    await logActivity(ctx, 'organisations', row, eventOf(op), `${row.name} was ${eventOf(op)}`)
  },
  investor: {
    // Organisations they are linked to (any application status) or applying to register.
    read: (row, ctx) =>
      ctx.user !== null && linkedOrganisationIds(ctx.req.host.db, ctx.user.id).has(row.id),
    // The "organisation-apply" profile page registers a new organisation for review.
    create: () => ({ status: 'pending', owner_id: null, lead_status_id: null }),
    // Its approved main contact keeps the contact details and registered address up to date;
    // what staff verify (name, type, registry numbers, status, owner) is not theirs to change.
    update: (row, ctx) => {
      const user = ctx.user
      if (!user) return false
      const primary = ctx.req.host.db
        .table('organisation-links')
        .first(
          (l) =>
            l.user_id === user.id &&
            l.organisation_id === row.id &&
            l.status === 'approved' &&
            l.is_primary === 1,
        )
      if (!primary) return false
      stripInput(ctx, INVESTOR_FIXED)
      return true
    },
  },
})
