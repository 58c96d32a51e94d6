import {
  OPPORTUNITY_STATUS_NAMES,
  OPPORTUNITY_STATUSES as S,
  opportunityMoves,
  type OpportunityStatus,
} from '@/lib/investments'

/** One status change offered from the header, with the words its confirmation uses. */
export interface StatusMove {
  to: OpportunityStatus
  /** The menu item ("Go Live - External"). */
  label: string
  /** The dialog's title. */
  title: string
  /** What investors will see, in plain words. */
  consequence: string
  /** The confirming button. */
  confirm: string
  /** The toast once it is done. */
  done: string
}

const isLive = (status: number) => status === S.liveExternal || status === S.liveInternal

function consequence(from: number, to: OpportunityStatus): string {
  switch (to) {
    case S.liveExternal:
      return "It will appear at once in every eligible investor's Investments page, and they can reserve allocations."
    case S.liveInternal:
      return from === S.liveExternal
        ? 'Only the investors you invite will see it from now on: it leaves every other investor’s Investments page (reservations already made stay). Invited investors are notified at once.'
        : 'Only the investors you invite will see it in their Investments page, and they can reserve allocations. Each invited investor is notified at once.'
    case S.closed:
      return 'No new reservations can be made: it leaves the Investments page, and investors who already reserved still see their reservations.'
    case S.completed:
      return 'It moves to Existing investments. Paid investments are marked completed, and each of its investors is told it is now in their portfolio. Unpaid reservations are left for you to chase or cancel.'
    case S.matured:
      return 'It is marked Matured in Existing investments and stays in its investors’ portfolios. This is its final status.'
    default:
      return isLive(from)
        ? 'It disappears at once from investors’ Investments pages; investors who already reserved still see their reservations.'
        : 'It goes back to being a draft that investors cannot see.'
  }
}

function label(from: number, to: OpportunityStatus): string {
  const name = OPPORTUNITY_STATUS_NAMES[to]
  if (to === S.draft) return 'Move back to Draft'
  if (isLive(to)) return from === S.closed ? `Reopen as ${name}` : `Go ${name}`
  if (to === S.closed) return 'Close'
  return `Mark as ${name}`
}

/** The moves that make sense from `status` (src/lib/investments OPPORTUNITY_MOVES). */
export function statusMoves(status: number, name: string): StatusMove[] {
  return opportunityMoves(status).map((to) => {
    const target = OPPORTUNITY_STATUS_NAMES[to]
    return {
      to,
      label: label(status, to),
      title: `${label(status, to)}: ${name}?`,
      consequence: consequence(status, to),
      // The dialog's own close button is "Close" already.
      confirm: to === S.closed ? 'Close to reservations' : label(status, to),
      done: `${name} is now ${target}`,
    }
  })
}

export const statusName = (status: number) =>
  OPPORTUNITY_STATUS_NAMES[status as OpportunityStatus] ?? `Status ${status}`
