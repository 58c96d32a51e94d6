import { useState } from 'react'
import { promotionStandingOf, type PromotionStanding } from '@/lib/investments'
import { useFlags } from '@/lib/flags'
import { useCurrentUser } from '@/lib/session'

/**
 * Where the signed-in investor's financial promotion exemption statement stands: with the flag
 * on, `missing` or `expired` means opportunities show only what a visitor may see (the host
 * leaves their details out too). `notRequired` for staff and with the flag off.
 */
export function usePromotionStanding(): PromotionStanding {
  const user = useCurrentUser().user
  const on = useFlags().financialPromotionExceptions
  // When the page opened: a statement lapsing while it is open is caught on the next visit.
  const [now] = useState(() => Date.now())
  return promotionStandingOf(user, on, now)
}

/** Whether this investor must make a statement before they see an opportunity's details. */
export function usePromotionWithheld(): boolean {
  const standing = usePromotionStanding()
  return standing === 'missing' || standing === 'expired'
}
