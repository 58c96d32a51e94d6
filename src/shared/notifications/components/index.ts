export { NotificationsBell, type NotificationsBellProps } from './notifications-bell'
export { NotificationsPanel, type NotificationsPanelProps } from './notifications-panel'
