import { defineResource } from '../engine/types'
import { hostFlags } from '../host/features'
import { matches } from './groups/people-shared'
import { belongsTo, hasMany, crmChildren } from '../engine/relation-helpers'

export const NOMINEE_STATUSES = ['active', 'inactive'] as const

/** The nominee's bank account, which the tenant's "hide bank details in admin" keeps from staff. */
const BANK_FIELDS = ['bank_account_name', 'sort_code', 'account_number'] as const
const BANK_LABELS: Record<(typeof BANK_FIELDS)[number], string> = {
  bank_account_name: 'bank account name',
  sort_code: 'sort code',
  account_number: 'account number',
}

/** Nominee companies that hold shares as legal owner for investors (nominee-enabled accounts). */
export const nominees = defineResource({
  family: 'nominees',
  model: 'Nominee',
  feature: 'nominee',
  // prettier-ignore
  fields: [
    'id', 'name', 'company_number', 'fca_reference', 'contact_name', 'contact_email', 'phone',
    'address_line_1', 'address_line_2', 'city', 'postcode', 'country', 'bank_account_name',
    'sort_code', 'account_number', 'status', 'owner_id', 'created_at', 'updated_at',
  ],
  // Laravel's makeHidden() per request: while the flag is on, the account is neither sent to
  // staff screens nor taken from them (the `prohibited` rule's answer below).
  hidden: (ctx) => (hostFlags(ctx.req.host.db).hideBankDetailsAdmin ? BANK_FIELDS : []),
  refuse: (input, ctx) => {
    if (!hostFlags(ctx.req.host.db).hideBankDetailsAdmin) return null
    const sent = BANK_FIELDS.filter((f) => f in input)
    if (sent.length === 0) return null
    return Object.fromEntries(sent.map((f) => [f, [`The ${BANK_LABELS[f]} field is prohibited.`]]))
  },
  filters: {
    exact: ['id', 'status', 'owner_id', 'country', 'fca_reference'],
    partial: ['name', 'company_number', 'contact_name', 'contact_email'],
    scopes: {
      search: (row, [term]) => matches(term, row.name, row.company_number, row.contact_name),
    },
  },
  sorts: ['id', 'name', 'status', 'created_at'],
  defaultSort: 'name',
  includes: {
    owner: belongsTo('users', 'owner_id'),
    investments: hasMany('investments', 'nominee_id'),
    ...crmChildren('nominees'),
  },
  rules: {
    name: 'required|string|max:255|unique:nominees,name',
    company_number: 'nullable|string|max:20',
    fca_reference: 'nullable|string|max:10',
    contact_name: 'nullable|string|max:255',
    contact_email: 'nullable|email|max:255',
    phone: 'nullable|string|max:50',
    address_line_1: 'nullable|string|max:255',
    address_line_2: 'nullable|string|max:255',
    city: 'nullable|string|max:255',
    postcode: 'nullable|string|max:20',
    country: 'nullable|string|size:2',
    bank_account_name: 'nullable|string|max:255',
    sort_code: 'nullable|string|size:8',
    account_number: 'nullable|string|size:8',
    status: 'sometimes|in:active,inactive',
    owner_id: 'nullable|integer|exists:users,id',
  },
  defaults: (_input, ctx) => ({ status: 'active', country: 'GB', owner_id: ctx.user?.id ?? null }),
})
