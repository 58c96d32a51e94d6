import type { SectionPage } from '@/features/admin-records'
import { settingsPage } from '../components/settings-page'
import { BrandingPage } from './branding-page'

/** The account's branding page. */
export const brandingPages: SectionPage[] = [settingsPage('branding', BrandingPage)]
