import type { components } from '@/lib/api/schema.gen'

/** A Laravel database notification as the API serialises it (SPEC §3). */
export type Notification = components['schemas']['Notification']
export type NotificationData = components['schemas']['NotificationData']
export type NotificationList = components['schemas']['NotificationList']
export type NotificationResource = components['schemas']['NotificationResource']

/** Which endpoint family: /api/notifications/user (investor portal) or /admin (staff). */
export type NotificationScope = 'user' | 'admin'
