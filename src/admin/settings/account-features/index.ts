import type { SectionPage } from '@/admin/kit/records'
import { settingsPage } from '@/admin/settings/components/settings-page'
import { FeaturesPage } from './features-page'

/** The account's features page. */
export const featuresPages: SectionPage[] = [settingsPage('features', FeaturesPage)]
