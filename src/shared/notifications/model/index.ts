export { BADGE_MAX, badgeLabel } from './badge'
export { notificationIcon, type NotificationIconKey } from './icon'
export { fromBroadcast, isUnread, USER_MODEL } from './from-broadcast'
