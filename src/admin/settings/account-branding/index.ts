import type { SectionPage } from '@/admin/kit/records'
import { settingsPage } from '@/admin/settings/components/settings-page'
import { BrandingPage } from './branding-page'

/** The account's branding page. */
export const brandingPages: SectionPage[] = [settingsPage('branding', BrandingPage)]
