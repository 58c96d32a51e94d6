import { useEffect, useState, useSyncExternalStore } from 'react'
import { isHostUp, onHostUp } from './host-gate'

/** Below this a wait goes unremarked: a notice would flash and vanish. */
export const HOST_WAIT_NOTICE_MS = 1000

/**
 * Whether something the user started (`active`: a form being sent) is waiting for the mock
 * host to come up (a first visit's login pressed while the demo is still starting, issue 26),
 * and whether it has waited `afterMs` already. Both false once the host is up or the work is
 * over; always false in live mode.
 */
export function useWaitingForHost(
  active: boolean,
  afterMs = HOST_WAIT_NOTICE_MS,
): { waiting: boolean; late: boolean } {
  const up = useSyncExternalStore(onHostUp, isHostUp, () => true)
  const [late, setLate] = useState(false)
  useEffect(() => {
    if (!active || up) return
    const timer = setTimeout(() => setLate(true), afterMs)
    return () => {
      clearTimeout(timer)
      setLate(false)
    }
  }, [active, up, afterMs])
  const waiting = active && !up
  return { waiting, late: waiting && late }
}
