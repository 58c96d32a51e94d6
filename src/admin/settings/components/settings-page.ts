import type { ComponentType } from 'react'
import type { SectionPage } from '@/admin/kit/records'
import { settingsPath } from '@/lib/navigation'

/** A settings page mounted where the hub links to it (settings-nav.ts key). */
export const settingsPage = (key: string, Component: ComponentType): SectionPage => ({
  path: settingsPath(key),
  Component,
})
