import { safeRedirect } from '@/lib/session'

/** Where clicking a notification goes, from its `data.cta`. */
export type NotificationTarget =
  { kind: 'internal'; to: string } | { kind: 'external'; href: string } | { kind: 'none' }

const NONE: NotificationTarget = { kind: 'none' }

/**
 * An app path (a single leading '/', no tricks: the same check as the post-login redirect)
 * navigates in the app; an absolute http(s) address opens in a new tab; anything else
 * (javascript:, data:, '//host', junk) goes nowhere, since the cta comes from the server.
 */
export function notificationTarget(cta: unknown): NotificationTarget {
  if (typeof cta !== 'string') return NONE
  const value = cta.trim()
  if (value === '') return NONE
  const internal = safeRedirect(value)
  if (internal !== null) return { kind: 'internal', to: internal }
  if (!/^https?:\/\//i.test(value)) return NONE
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
      ? { kind: 'external', href: url.href }
      : NONE
  } catch {
    return NONE
  }
}
