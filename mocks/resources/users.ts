import { defineResource } from '../engine/types'
import { timestamp } from '../db/db'
import { can, isStaff, ROLES } from '../../src/lib/permissions'
import {
  castDates,
  eventOf,
  fullName,
  logActivity,
  matches,
  stripInput,
} from './groups/people-shared'
import { belongsTo, hasMany, morphMany, crmChildren } from '../engine/relation-helpers'
import { recordUserEvidence } from './groups/user-evidence'
import { confirmationAwaitsApproval } from './groups/category-approval'
import { roleChangeRefusal } from './groups/staff-accounts'
import { storeAvatar } from './groups/user-avatar'
import { termsVersionRefusal, verifyChangedEmail } from './users-self'
import { attachDefaultAssociates } from './investor-associates'
import { screenNewInvestor } from './groups/screening'
import { INTERNATIONAL_AML_COLUMNS } from './groups/aml'

export const KYC_STATUSES = ['pending', 'verified', 'failed'] as const
export const ROLE_IDS = Object.values(ROLES)

/** Columns only staff may change; an investor's own update silently drops them. */
// prettier-ignore
const STAFF_ONLY = [
  'role_id', 'email_verified_at', 'compliance_passed', 'compliance_tries', 'compliance_failed_at',
  'owner_id', 'lead_status_id', 'client_group_id', 'kyc_status', 'investor_reference',
  'is_market_sounding_insider', 'category_confirmed_at', ...INTERNATIONAL_AML_COLUMNS,
]

export const investorReference = (id: number) => `INV-${String(id).padStart(6, '0')}`

/** Investors (role 5) and staff accounts share one table, as in the Laravel app. */
export const users = defineResource({
  family: 'users',
  model: 'User',
  // prettier-ignore
  fields: [
    'id', 'name', 'surname', 'email', 'email_verified_at', 'avatar', 'role_id',
    'accepted_terms_version', 'compliance_passed', 'compliance_tries', 'compliance_failed_at',
    'investor_category_id', 'category_confirmed_at', 'investor_type_id', 'lead_status_id',
    'owner_id', 'client_group_id', 'phone', 'date_of_birth', 'address_line_1', 'address_line_2',
    'city', 'county', 'postcode', 'country', 'nationality', 'kyc_status', 'investor_reference',
    'is_market_sounding_insider', 'last_login_at', 'invited_at', 'deactivated_at', 'created_at',
    'updated_at', 'category_approval_status', 'category_decided_by', 'category_decided_at',
    'category_decision_reason',
    // Financial promotion exemptions: written only by POST /api/user/promotion-exemption.
    'promotion_exemption_type', 'promotion_exemption_statement', 'promotion_exemption_stated_at',
    'promotion_exemption_expires_at',
    'screening_status',
    'international_aml_status', 'international_aml_decided_by', 'international_aml_decided_at',
    'international_aml_reason',
  ],
  hidden: ['password', 'remember_token'],
  filters: {
    // prettier-ignore
    exact: [
      'id', 'role_id', 'owner_id', 'lead_status_id', 'investor_category_id', 'investor_type_id',
      'client_group_id', 'kyc_status', 'compliance_passed', 'is_market_sounding_insider',
      'country', 'nationality', 'category_approval_status', 'screening_status',
    ],
    partial: ['name', 'surname', 'email', 'investor_reference', 'postcode', 'city'],
    scopes: {
      search: (row, [term]) =>
        matches(term, fullName(row), row.email, row.investor_reference, row.phone),
      verified: (row, [flag]) =>
        (row.email_verified_at !== null) === (flag !== 'false' && flag !== '0'),
      created_between: (row, [from, to]) =>
        String(row.created_at).slice(0, 10) >= (from ?? '') &&
        String(row.created_at).slice(0, 10) <= (to ?? '9999-12-31'),
    },
  },
  sorts: [
    'id',
    'name',
    'surname',
    'email',
    'role_id',
    'investor_reference',
    'kyc_status',
    'last_login_at',
    'created_at',
    'category_confirmed_at',
  ],
  defaultSort: '-created_at',
  types: {
    investor: (row) => row.role_id === ROLES.User,
    staff: (row) => isStaff(row.role_id as number | null),
  },
  includes: {
    organisations: {
      kind: 'belongsToMany',
      related: 'organisations',
      pivot: 'organisation-links',
      foreignPivotKey: 'user_id',
      relatedPivotKey: 'organisation_id',
    },
    organisationLinks: hasMany('organisation-links', 'user_id'),
    attributeValues: morphMany('attribute-values', 'attributable', 'users'),
    onboardingDocuments: hasMany('onboarding-documents', 'user_id'),
    owner: belongsTo('users', 'owner_id'),
    investmentMethodEntities: hasMany('investment-methods', 'user_id'),
    leadInvestmentMethodEntities: hasMany('investment-methods', 'lead_user_id'),
    ownershipChoices: hasMany('whole-ownership-choices', 'user_id'),
    leadStatus: belongsTo('lead-statuses', 'lead_status_id'),
    category: belongsTo('categories', 'investor_category_id'),
    investorType: belongsTo('investor-types', 'investor_type_id'),
    clientGroup: belongsTo('client-groups', 'client_group_id'),
    invitations: hasMany('invitations', 'user_id'),
    associates: hasMany('investor-associates', 'investor_id'),
    investments: hasMany('investments', 'user_id'),
    activity: morphMany('activity', 'subject', 'users'),
    ...crmChildren('users'),
  },
  rules: {
    name: 'required|string|max:255',
    surname: 'nullable|string|max:255',
    email: 'required|email|max:255|unique:users,email',
    email_verified_at: 'nullable|date',
    avatar: 'nullable|string|max:2048',
    // A picture uploaded as multipart: it becomes `avatar` (user details in settings).
    avatar_file: 'nullable|image|max:1024',
    role_id: `sometimes|integer|in:${ROLE_IDS.join(',')}`,
    accepted_terms_version: 'sometimes|integer|min:0',
    compliance_passed: 'sometimes|integer|in:0,1',
    compliance_tries: 'sometimes|integer|min:0',
    compliance_failed_at: 'nullable|date',
    investor_category_id: 'nullable|integer|exists:categories,id',
    category_confirmed_at: 'nullable|date',
    investor_type_id: 'nullable|integer|exists:investor-types,id',
    lead_status_id: 'nullable|integer|exists:lead-statuses,id',
    owner_id: 'nullable|integer|exists:users,id',
    client_group_id: 'nullable|integer|exists:client-groups,id',
    phone: 'nullable|string|max:50',
    date_of_birth: 'nullable|date',
    address_line_1: 'nullable|string|max:255',
    address_line_2: 'nullable|string|max:255',
    city: 'nullable|string|max:255',
    county: 'nullable|string|max:255',
    postcode: 'nullable|string|max:20',
    country: 'nullable|string|size:2',
    nationality: 'nullable|string|size:2',
    kyc_status: `sometimes|in:${KYC_STATUSES.join(',')}`,
    is_market_sounding_insider: 'sometimes|boolean',
  },
  defaults: (input, ctx) => {
    const role = (input.role_id as number | undefined) ?? ROLES.User
    const nextId = ctx.req.host.db.table('users').nextId()
    return {
      role_id: role,
      // Accounts made in mock mode can log in straight away with the demo password.
      password: 'password',
      remember_token: null,
      accepted_terms_version: 0,
      compliance_passed: 0,
      compliance_tries: 0,
      kyc_status: 'pending',
      is_market_sounding_insider: 0,
      investor_reference: role === ROLES.User ? investorReference(nextId) : null,
      owner_id: role === ROLES.User ? (ctx.user?.id ?? null) : null,
    }
  },
  // The role rules, then the terms version (not above the published one; a user's own never
  // goes down): users-self.ts.
  refuse: (input, ctx, row) =>
    (row ? roleChangeRefusal(ctx.req, row, input.role_id) : null) ??
    termsVersionRefusal(input, ctx, row),
  afterWrite: async (written, op, ctx, before) => {
    // A user's own new email is unverified until they follow the link mailed to it (Breeze).
    const verified =
      op === 'update' && before ? await verifyChangedEmail(ctx, before, written) : written
    // Before the evidence: an investor's confirmation records that it awaits approval.
    const row = op === 'update' ? await confirmationAwaitsApproval(ctx, verified) : verified
    if (op !== 'delete') await storeAvatar(ctx, row)
    if (op === 'update' && before) await recordUserEvidence(ctx, before, row)
    if (op === 'create' && row.role_id === ROLES.User) await attachDefaultAssociates(ctx, row)
    if (op === 'create') await screenNewInvestor(ctx, row)
    if (op !== 'delete') {
      await castDates(ctx, 'users', row, {
        datetime: ['email_verified_at', 'compliance_failed_at', 'category_confirmed_at'],
        date: ['date_of_birth'],
      })
    }
    await logActivity(ctx, 'users', row, eventOf(op), `${fullName(row)} was ${eventOf(op)}`)
  },
  // Admin accounts are managed under settings (resource `user`); investors under `investors`.
  permission: (row) => (row && isStaff(row.role_id as number | null) ? 'user' : 'investors'),
  // An investor's category is changed by staff through its action (checks `investor_category`
  // update, records the change and its reason); investors choose their own on their row.
  dedicated: {
    investor_category_id: 'PUT /api/users/{id}/categorisation',
    category_confirmed_at: 'PUT /api/users/{id}/categorisation',
    ...Object.fromEntries(
      INTERNATIONAL_AML_COLUMNS.map((c) => [c, 'POST /api/users/{id}/international-aml/decision']),
    ),
  },
  staff: {
    // Every staff member edits their own details (settings › user details); the columns only
    // an admin-accounts manager sets are dropped unless their role holds `user` update.
    own: (row, ctx) => {
      if (ctx.user === null || row.id !== ctx.user.id) return false
      if (!can(ctx.user.role_id, 'user', 'update')) stripInput(ctx, STAFF_ONLY)
      return true
    },
  },
  investor: {
    // Their own row, and the staff member who manages them (the `owner` include at login).
    read: (row, ctx) =>
      ctx.user !== null &&
      (row.id === ctx.user.id || (row.id === ctx.user.owner_id && isStaff(row.role_id as number))),
    update: (row, ctx) => {
      if (ctx.user === null || row.id !== ctx.user.id) return false
      stripInput(ctx, STAFF_ONLY)
      // Choosing a category is the investor confirming its statements: the host, not the
      // client, records when (the categorisation step of the portal).
      const fields = ctx.req.input.fields
      if ('investor_category_id' in fields) {
        const chosen = fields.investor_category_id
        fields.category_confirmed_at =
          chosen === null || chosen === '' ? null : timestamp(ctx.req.host.now())
      }
      return true
    },
  },
  dependants: (row, ctx) => {
    const investments = ctx.req.host.db
      .table('investments')
      .all()
      .filter((i) => i.user_id === row.id)
    if (investments.length === 0) return null
    const n = investments.length
    return {
      message: `${fullName(row)} has ${n} investment${n === 1 ? '' : 's'} and cannot be deleted. Close or move them first.`,
      remove: () => investments.forEach((i) => ctx.req.host.db.table('investments').delete(i.id)),
    }
  },
  // prettier-ignore
  export: [
    'id', 'investor_reference', 'name', 'surname', 'email', 'phone', 'role_id', 'kyc_status',
    'compliance_passed', 'investor_category_id', 'lead_status_id', 'owner_id', 'city', 'postcode',
    'country', 'created_at',
  ],
})
