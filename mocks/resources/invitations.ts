import { timestamp } from '../db/db'
import { defineResource, type Ctx } from '../engine/types'
import type { Row } from '../db/db'
import { notify } from '../host/notify'
import { castDates, now } from './groups/people-shared'
import { belongsTo } from '../engine/relation-helpers'
import { invitedNotification } from './groups/deals-lifecycle'
import { mailRegisterInvitation } from '../handlers/register-invitations'
import { OPPORTUNITY_STATUSES } from '../../src/lib/investments/opportunity-status'

const LIVE: number[] = [OPPORTUNITY_STATUSES.liveExternal, OPPORTUNITY_STATUSES.liveInternal]

export const INVITATION_TYPES = ['register', 'opportunity'] as const
export const INVITATION_STATUSES = ['pending', 'accepted', 'expired'] as const
const VALID_DAYS = 14

/** pending until accepted or past `expires_at` (the host's clock, so fault tests can move it). */
export function invitationStatus(row: Row, ctx: Ctx): (typeof INVITATION_STATUSES)[number] {
  if (row.accepted_at) return 'accepted'
  return row.expires_at && String(row.expires_at) < now(ctx) ? 'expired' : 'pending'
}

function token(): string {
  const bytes = new Uint8Array(20)
  crypto.getRandomValues(bytes)
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/** Invitations to register, or to view a (Live - Internal) opportunity. */
export const invitations = defineResource({
  family: 'invitations',
  model: 'Invitation',
  // prettier-ignore
  fields: [
    'id', 'type', 'email', 'name', 'user_id', 'investment_opportunity_id', 'invited_by', 'token',
    'message', 'sent_at', 'accepted_at', 'expires_at', 'created_at', 'updated_at',
  ],
  filters: {
    exact: ['id', 'type', 'user_id', 'investment_opportunity_id', 'invited_by'],
    partial: ['email', 'name'],
    scopes: {
      status: (row, values, ctx) => values.includes(invitationStatus(row, ctx)),
    },
  },
  sorts: ['id', 'email', 'sent_at', 'accepted_at', 'expires_at', 'created_at'],
  defaultSort: '-created_at',
  types: {
    register: (row) => row.type === 'register',
    opportunity: (row) => row.type === 'opportunity',
  },
  appends: { status: invitationStatus },
  includes: {
    user: belongsTo('users', 'user_id'),
    investmentOpportunity: belongsTo('investment-opportunities', 'investment_opportunity_id'),
    inviter: belongsTo('users', 'invited_by'),
  },
  rules: {
    email: 'required|email|max:255',
    name: 'nullable|string|max:255',
    user_id: 'nullable|integer|exists:users,id',
    investment_opportunity_id: 'nullable|integer|exists:investment-opportunities,id',
    message: 'nullable|string|max:2000',
    expires_at: 'nullable|date',
  },
  defaults: (input, ctx) => {
    const at = ctx.req.host.now()
    const email = String(input.email ?? '').toLowerCase()
    const existing = ctx.req.host.db
      .table('users')
      .first((u) => String(u.email).toLowerCase() === email)
    return {
      type: input.investment_opportunity_id ? 'opportunity' : 'register',
      user_id: existing?.id ?? null,
      invited_by: ctx.user?.id ?? null,
      token: token(),
      sent_at: timestamp(at),
      accepted_at: null,
      expires_at: timestamp(new Date(at.getTime() + VALID_DAYS * 86_400_000)),
    }
  },
  afterWrite: async (row, op, ctx) => {
    if (op !== 'delete') await castDates(ctx, 'invitations', row, { datetime: ['expires_at'] })
    if (op === 'create' && row.type === 'register') await mailRegisterInvitation(ctx.req.host, row)
    if (op !== 'create' || !row.user_id || !row.investment_opportunity_id) return
    const opp = ctx.req.host.db
      .table('investment-opportunities')
      .find(row.investment_opportunity_id as number)
    // Told only once they can open it (a live opportunity): an invitation to a draft, closed or
    // later one says nothing now; a draft's invitees are told when it goes Live - Internal
    // (deals-lifecycle.ts).
    if (!opp || !LIVE.includes(Number(opp.status))) return
    await notify(ctx.req.host, row.user_id as number, invitedNotification(opp))
  },
  investor: {
    read: (row, ctx) =>
      ctx.user !== null &&
      (row.user_id === ctx.user.id ||
        String(row.email).toLowerCase() === String(ctx.user.email).toLowerCase()),
  },
})
