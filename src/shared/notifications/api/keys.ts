import type { NotificationScope } from './types'

/** The list endpoint takes no parameters today; the slot keeps the factory's usual shape. */
export type NotificationListParams = Record<string, never>

/**
 * Query keys (DESIGN.md factory). Everything of a scope sits under `scope(scope)`, so one
 * invalidation refreshes the list and the unread count together.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  scope: (scope: NotificationScope) => [...notificationKeys.all, scope] as const,
  lists: (scope: NotificationScope) => [...notificationKeys.scope(scope), 'list'] as const,
  list: (scope: NotificationScope, params: NotificationListParams = {}) =>
    [...notificationKeys.lists(scope), params] as const,
  /** The unread notifications (the badge shows their number). */
  unread: (scope: NotificationScope) => [...notificationKeys.scope(scope), 'unread'] as const,
  detail: (scope: NotificationScope, id: string) =>
    [...notificationKeys.scope(scope), 'detail', id] as const,
}
