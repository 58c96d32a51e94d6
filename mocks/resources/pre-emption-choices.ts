import type { Row } from '../db/db'
import { defineResource, type Ctx } from '../engine/types'
import { ownRow } from './groups/deals-access'
import { notifyStaff } from '../host/notify'
import { fullName } from './groups/deals-investment-logic'
import type { UserRow } from '../http/context'
import { belongsTo } from '../engine/relation-helpers'
import { opportunityPath } from '../../src/lib/navigation/paths'
import { formatDate } from '../../src/lib/format'
import { isoDay } from '../../src/lib/investments'
import { columnParent } from '../engine/parent-guards'

/** SPEC §4 pre-emption choice codes. */
export const PRE_EMPTION_CHOICE = {
  dontTake: 1,
  maintain: 2,
  increase: 3,
  notApplicable: 4,
  awaiting: 5,
  decrease: 6,
} as const
const CHOICE_LABELS: Record<number, string> = {
  1: "won't take up",
  2: 'will maintain',
  3: 'will increase',
  4: 'marked not applicable',
  5: 'is still deciding on',
  6: 'will decrease',
}

/** The investor's own open option, which is what they may answer. */
const openOptionOf = (ctx: Ctx, optionId: unknown): Row | undefined => {
  const option = ctx.req.host.db.table('pre-emption-options').find(Number(optionId))
  return option && option.user_id === ctx.user?.id && option.status === 'open' ? option : undefined
}

export const offerClosedMessage = (deadline: string) =>
  `This pre-emption offer closed on ${formatDate(deadline)} and no longer takes answers.`

/**
 * An investor answers until the end of the deadline day; the host keeps no scheduler, so an
 * option may still read `open` after it. Staff may still record an answer for a holder.
 */
const refuseAfterDeadline = (input: Record<string, unknown>, ctx: Ctx, row?: Row) => {
  if (ctx.user?.role_id !== 5) return null
  const optionId = row?.pre_emption_option_id ?? input.pre_emption_option_id
  const option = ctx.req.host.db.table('pre-emption-options').find(Number(optionId))
  if (!option || String(option.deadline).slice(0, 10) >= isoDay(ctx.req.host.now())) return null
  return { choice: [offerClosedMessage(String(option.deadline))] }
}

/** An investor's answer to a pre-emption option. */
export const preEmptionChoices = defineResource({
  family: 'pre-emption-choices',
  model: 'PreEmptionChoice',
  parent: columnParent([{ family: 'pre-emption-options', column: 'pre_emption_option_id' }]),
  fields: [
    'id',
    'user_id',
    'pre_emption_option_id',
    'choice',
    'amount',
    'created_at',
    'updated_at',
  ],
  filters: { exact: ['id', 'user_id', 'pre_emption_option_id', 'choice'] },
  sorts: ['id', 'choice', 'amount', 'created_at', 'updated_at'],
  defaultSort: '-created_at',
  includes: {
    user: belongsTo('users', 'user_id'),
    preEmptionOption: belongsTo('pre-emption-options', 'pre_emption_option_id'),
  },
  rules: {
    user_id: 'sometimes|integer|exists:users,id',
    pre_emption_option_id: 'required|integer|exists:pre-emption-options,id',
    choice: 'required|integer|in:1,2,3,4,5,6',
    amount: 'nullable|numeric|decimal:0,2|min:0',
  },
  // The option and the holder of a choice never change; only the answer does.
  updateRules: {
    choice: 'sometimes|integer|in:1,2,3,4,5,6',
    amount: 'nullable|numeric|decimal:0,2|min:0',
  },
  refuse: refuseAfterDeadline,
  defaults: (input, ctx) => ({
    user_id:
      input.user_id ??
      ctx.req.host.db.table('pre-emption-options').find(Number(input.pre_emption_option_id))
        ?.user_id ??
      null,
    amount: null,
  }),
  afterWrite: async (row, op, ctx) => {
    if (op === 'delete' || ctx.user?.role_id !== 5) return
    const db = ctx.req.host.db
    const option = db.table('pre-emption-options').find(Number(row.pre_emption_option_id))
    const opp =
      option && db.table('investment-opportunities').find(Number(option.investment_opportunity_id))
    if (!opp) return
    await notifyStaff(ctx.req.host, {
      message: `${fullName(ctx.user as UserRow)} ${CHOICE_LABELS[Number(row.choice)] ?? 'answered'} their pre-emption entitlement in ${opp.name}`,
      cta: opportunityPath(opp.id, Number(opp.stage), 'key-information'),
      icon: 'info',
    })
  },
  investor: {
    read: ownRow,
    create: (input, ctx) =>
      ctx.user !== null &&
      openOptionOf(ctx, input.pre_emption_option_id) !== undefined && { user_id: ctx.user.id },
    update: (row, ctx) =>
      ownRow(row, ctx) && openOptionOf(ctx, row.pre_emption_option_id) !== undefined,
  },
})
