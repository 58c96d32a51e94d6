import type { SectionPage } from '@/admin/kit/records'
import { settingsPage } from '@/admin/settings/components/settings-page'
import { CategoryPage } from './category-page'

/** Settings › Investor › Category (SPEC §2). */
export const categoryPages: SectionPage[] = [settingsPage('category', CategoryPage)]
