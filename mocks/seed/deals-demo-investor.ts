import type { OpportunityPlan } from './deals-opportunities'

/** One of investor@example.com's investments, placed by hand so their portfolio shows it all. */
export interface Slot {
  status: 'reserved' | 'awaiting_payment' | 'paid' | 'cancelled' | 'completed'
  paymentState?: 'reserve' | 'reserved'
  investorType?: 'individual' | 'organisation' | 'pension' | 'investment_method'
  subsequent?: boolean
}

/**
 * investor@example.com: holdings in completed and matured investments (one with a follow-on),
 * reservations and cash calls in live ones, through every investor type, plus a cancelled one.
 * Keyed by opportunity id; the first slots of that opportunity's investments are theirs.
 */
export function demoInvestorSlots(plans: OpportunityPlan[]): Map<number, Slot[]> {
  const of = (stage: number, status: number) =>
    plans.filter((p) => p.stage === stage && p.status === status)
  const map = new Map<number, Slot[]>()
  const add = (p: OpportunityPlan | undefined, ...slots: Slot[]) => {
    if (p) map.set(p.id, [...(map.get(p.id) ?? []), ...slots])
  }
  const live = of(3, 2)
  add(live[0], { status: 'reserved', paymentState: 'reserved' })
  add(live[1], { status: 'reserved', paymentState: 'reserve' })
  add(live[2], { status: 'awaiting_payment' })
  add(live[3], { status: 'awaiting_payment', investorType: 'pension' })
  add(live[4], { status: 'paid' })
  add(live[5], { status: 'cancelled', paymentState: 'reserved' })
  add(live[6], { status: 'reserved', paymentState: 'reserved', investorType: 'organisation' })
  add(live[7], { status: 'paid', investorType: 'investment_method' })
  add(of(4, 2)[0], { status: 'awaiting_payment' })
  add(of(3, 3)[0], { status: 'reserved', paymentState: 'reserved' })
  add(of(4, 4)[0], { status: 'paid' })
  const completed = of(5, 5)
  add(completed[0], { status: 'completed' }, { status: 'completed', subsequent: true })
  for (const p of completed.slice(1, 5)) add(p, { status: 'completed' })
  add(of(6, 6)[0], { status: 'completed' })
  add(of(6, 6)[1], { status: 'completed', investorType: 'pension' })
  add(of(6, 5)[0], { status: 'completed' })
  return map
}
