export { notificationKeys, type NotificationListParams } from './keys'
export { notificationsQuery, unreadQuery } from './queries'
export { useMarkAllRead, useMarkRead } from './mutations'
export { insertInCache, refreshNotifications } from './cache'
export type {
  Notification,
  NotificationData,
  NotificationList,
  NotificationResource,
  NotificationScope,
} from './types'
