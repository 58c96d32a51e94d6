import type { SectionPage } from '@/features/admin-records'
import { settingsPage } from '../components/settings-page'
import { FeaturesPage } from './features-page'

/** The account's features page. */
export const featuresPages: SectionPage[] = [settingsPage('features', FeaturesPage)]
