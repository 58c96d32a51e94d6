import { useEffect, useState } from 'react'

/** Date.now(), refreshed every `intervalMs`, so "Just now" becomes "1 min ago" while shown. */
export function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs)
    return () => clearInterval(timer)
  }, [intervalMs])
  return now
}
