import type { Database, Row } from '../../db/db'
import { timestamp } from '../../db/db'
import type { UserRow } from '../../http/context'
import type { MockHost } from '../../http/host'
import { notifyStaff } from '../../host/notify'
import { opportunityPath } from '../../../src/lib/navigation/paths'
import { INVESTOR_TYPE_KEYS } from '../investor-types'
import { gbp, type OpportunityRow } from './deals-access'

export const INVESTMENT_STATUSES = [
  'reserved',
  'awaiting_payment',
  'paid',
  'cancelled',
  'completed',
] as const
/** SPEC §4 payment labels: Reserve An Allocation, My Reserved Allocations, Cash Call - ... */
export const PAYMENT_STATES = [
  'reserve',
  'reserved',
  'cash_call_awaiting',
  'cash_call_received',
] as const
/** An investment's investor_type is one of the investor-types family's keys. */
export const INVESTOR_TYPES = INVESTOR_TYPE_KEYS
export const TAX_RELIEFS = ['none', 'EIS', 'SEIS', 'VCT', 'IHT'] as const
export const PAYMENT_METHODS = ['bank_transfer', 'card', 'cheque', 'other'] as const

export interface InvestmentRow extends Row {
  user_id: number
  investment_opportunity_id: number
  investor_type: (typeof INVESTOR_TYPES)[number]
  organisation_id: number | null
  investment_method_id: number | null
  amount: number
  shares: number | null
  share_price: number | null
  status: (typeof INVESTMENT_STATUSES)[number]
  payment_state: (typeof PAYMENT_STATES)[number]
  payment_reference: string
  is_subsequent: number
  /** Set by a staff cash call (mocks/handlers/cash-calls.ts): when and how much is due. */
  cash_call_due_date?: string | null
  cash_call_amount?: number | null
  tax_option?: string | null
  /** The share issue (EIS/SEIS allotment) it was issued in; absent on rows older than it. */
  share_issue_id?: number | null
  /** Relief claimed in the previous tax year (PUT /api/investments/{id}/carry-back). */
  carry_back?: 0 | 1
}

export const opportunities = (db: Database) => db.table<OpportunityRow>('investment-opportunities')
export const investments = (db: Database) => db.table<InvestmentRow>('investments')

/** The tenant's payment reference, e.g. ABC-INV-00042 for investment 42. */
export const paymentReference = (id: number) => `ABC-INV-${String(id).padStart(5, '0')}`

export const fullName = (u: Pick<UserRow, 'name' | 'surname'>) =>
  `${u.name} ${u.surname ?? ''}`.trim()

/** Organisations a user may invest through: their approved organisation-links. */
export const userOrganisationIds = (db: Database, userId: number) =>
  new Set(
    db
      .table('organisation-links')
      .where((l) => l.user_id === userId && l.status === 'approved')
      .map((l) => Number(l.organisation_id)),
  )

/** Investment methods a user holds or acts for (lead), unless closed. */
export const userInvestmentMethodIds = (db: Database, userId: number) =>
  new Set(
    db
      .table('investment-methods')
      .where((m) => (m.user_id === userId || m.lead_user_id === userId) && m.status !== 'closed')
      .map((m) => m.id),
  )

export const holdsOpportunity = (db: Database, userId: number, oppId: number) =>
  investments(db).first(
    (i) =>
      i.user_id === userId && i.investment_opportunity_id === oppId && i.status !== 'cancelled',
  ) !== undefined

/** Columns the host derives when an investment is created (input wins where it has them). */
/** The class an investment's shares are issued in unless staff name another. */
export const DEFAULT_SHARE_CLASS = 'Ordinary'

export function investmentDefaults(
  db: Database,
  input: Record<string, unknown>,
  actor: UserRow | null,
  now: Date,
): Record<string, unknown> {
  const opp = opportunities(db).find(Number(input.investment_opportunity_id))
  const userId = Number(input.user_id ?? actor?.id)
  const amount = Number(input.amount ?? 0)
  const sharePrice =
    input.share_price != null ? Number(input.share_price) : (opp?.share_price ?? null)
  const status = String(input.status ?? 'reserved')
  const at = timestamp(now)
  const type =
    input.organisation_id != null
      ? 'organisation'
      : input.investment_method_id != null
        ? 'investment_method'
        : 'individual'
  return {
    user_id: userId,
    investor_type: type,
    organisation_id: null,
    investment_method_id: null,
    shares: sharePrice ? Math.floor(amount / sharePrice) : null,
    share_price: sharePrice,
    share_class: DEFAULT_SHARE_CLASS,
    tax_option: opp?.tax_relief && opp.tax_relief !== 'none' ? opp.tax_relief : null,
    status,
    payment_state: defaultPaymentState(status),
    payment_method: null,
    pension_provider: null,
    payment_reference: paymentReference(investments(db).nextId()),
    reserved_at: at,
    paid_at: status === 'paid' || status === 'completed' ? at : null,
    completed_at: status === 'completed' ? at : null,
    is_subsequent: opp && holdsOpportunity(db, userId, opp.id) ? 1 : 0,
    notes: null,
    created_by: actor && actor.role_id !== 5 ? actor.id : null,
    share_issue_id: null,
    carry_back: 0,
  }
}

export function defaultPaymentState(status: string): (typeof PAYMENT_STATES)[number] {
  if (status === 'awaiting_payment') return 'cash_call_awaiting'
  if (status === 'paid' || status === 'completed') return 'cash_call_received'
  return 'reserved'
}

/** raised_amount of an opportunity: the sum of its investments that are not cancelled. */
export async function recomputeRaised(db: Database, oppId: number) {
  const opp = opportunities(db).find(oppId)
  if (!opp) return
  // In pence, and only finite amounts: a total is never null (JSON's Infinity) nor NaN.
  let pence = 0
  for (const i of investments(db).all()) {
    if (i.investment_opportunity_id !== oppId || i.status === 'cancelled') continue
    const amount = Number(i.amount)
    if (Number.isFinite(amount)) pence += Math.round(amount * 100)
  }
  const raised = pence / 100
  if (opp.raised_amount !== raised) await opportunities(db).update(oppId, { raised_amount: raised })
}

const opportunityAdminPath = (opp: OpportunityRow) =>
  opportunityPath(opp.id, opp.stage, 'transactions')

/** The backend's Investment observer: totals, payment timestamps and the staff notification. */
export async function afterInvestmentWrite(
  row: InvestmentRow,
  op: 'create' | 'update' | 'delete',
  host: MockHost,
) {
  const db = host.db
  if (op === 'update') {
    const at = timestamp(host.now())
    const patch: Record<string, unknown> = {}
    if ((row.status === 'paid' || row.status === 'completed') && !row.paid_at) patch.paid_at = at
    if (row.status === 'completed' && !row.completed_at) patch.completed_at = at
    // The portal's payment label follows a status moved on by staff (a cash call, a receipt).
    const state = defaultPaymentState(row.status)
    if (state !== 'reserved' && row.payment_state !== state) patch.payment_state = state
    if (Object.keys(patch).length) await investments(db).update(row.id, patch)
  }
  await recomputeRaised(db, row.investment_opportunity_id)
  if (op !== 'create') return
  const opp = opportunities(db).find(row.investment_opportunity_id)
  const investor = db.table<UserRow>('users').find(row.user_id)
  if (!opp || !investor) return
  await notifyStaff(host, {
    message: `${fullName(investor)} reserved ${gbp(Number(row.amount))} in ${opp.name}`,
    cta: opportunityAdminPath(opp),
    icon: 'investment_opportunity_invested',
  })
}

/** Create an investment with the host's defaults and side effects (engine and special routes). */
export async function storeInvestment(
  host: MockHost,
  input: Record<string, unknown>,
  actor: UserRow | null,
): Promise<InvestmentRow> {
  const at = timestamp(host.now())
  const values = {
    created_at: at,
    updated_at: at,
    ...investmentDefaults(host.db, input, actor, host.now()),
    ...input,
  }
  const row = await investments(host.db).insert(values as Partial<InvestmentRow>)
  await afterInvestmentWrite(row, 'create', host)
  return row
}
