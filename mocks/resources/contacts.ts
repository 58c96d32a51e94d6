import { defineResource } from '../engine/types'
import { belongsTo, crmChildren } from '../engine/relation-helpers'

export const contacts = defineResource({
  family: 'contacts',
  model: 'Contact',
  fields: [
    'id',
    'first_name',
    'last_name',
    'email',
    'phone',
    'company',
    'job_title',
    'city',
    'postcode',
    'country',
    'source',
    'organisation_id',
    'owner_id',
    'lead_status_id',
    'converted_user_id',
    'converted_at',
    // A contact may be categorised before they have an account (admin tab "category").
    'investor_category_id',
    'category_confirmed_at',
    'created_at',
    'updated_at',
  ],
  filters: {
    exact: ['id', 'organisation_id', 'owner_id', 'lead_status_id', 'country'],
    partial: ['first_name', 'last_name', 'email', 'company'],
    scopes: {
      search: (row, [term]) =>
        `${row.first_name} ${row.last_name} ${row.email} ${row.company ?? ''}`
          .toLowerCase()
          .includes((term ?? '').toLowerCase()),
    },
  },
  sorts: ['id', 'first_name', 'last_name', 'email', 'company', 'created_at'],
  defaultSort: '-created_at',
  includes: {
    organisation: belongsTo('organisations', 'organisation_id'),
    owner: belongsTo('users', 'owner_id'),
    leadStatus: belongsTo('lead-statuses', 'lead_status_id'),
    convertedUser: belongsTo('users', 'converted_user_id'),
    category: belongsTo('categories', 'investor_category_id'),
    ...crmChildren('contacts'),
  },
  rules: {
    first_name: 'required|string|max:255',
    last_name: 'required|string|max:255',
    email: 'required|email|max:255|unique:contacts,email',
    phone: 'nullable|string|max:50',
    company: 'nullable|string|max:255',
    job_title: 'nullable|string|max:255',
    city: 'nullable|string|max:255',
    postcode: 'nullable|string|max:20',
    country: 'nullable|string|size:2',
    source: 'nullable|in:referral,website,event,introducer,other',
    organisation_id: 'nullable|integer|exists:organisations,id',
    owner_id: 'nullable|integer|exists:users,id',
    lead_status_id: 'nullable|integer|exists:lead-statuses,id',
  },
  // The category changes through PUT /api/contacts/{id}/categorisation, with a reason.
  defaults: (_input, ctx) => ({
    owner_id: ctx.user?.id ?? null,
    source: null,
    investor_category_id: null,
    category_confirmed_at: null,
  }),
})
