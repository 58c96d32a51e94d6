/** The notifications feature's public face (DESIGN.md: other features import only this). */
export {
  notificationKeys,
  notificationsQuery,
  unreadQuery,
  useMarkAllRead,
  useMarkRead,
  insertInCache,
  refreshNotifications,
  type Notification,
  type NotificationData,
  type NotificationListParams,
  type NotificationScope,
} from './api'
export {
  BADGE_MAX,
  badgeLabel,
  fromBroadcast,
  isUnread,
  notificationIcon,
  type NotificationIconKey,
} from './model'
export { useNotifications, useUnreadCount } from './hooks/use-notifications'
export { useLiveNotifications, type LiveNotificationsOptions } from './hooks/use-live-notifications'
export { RealtimeProvider, type RealtimeProviderProps } from './realtime/realtime-provider'
export { useRealtimeEcho } from './realtime/realtime-context'
export { useUserEcho, defaultEchoFactory, type EchoFactory } from './realtime/use-user-echo'
export {
  NotificationsBell,
  NotificationsPanel,
  type NotificationsBellProps,
  type NotificationsPanelProps,
} from './components'
