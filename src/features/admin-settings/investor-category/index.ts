import type { SectionPage } from '@/features/admin-records'
import { settingsPage } from '../components/settings-page'
import { CategoryPage } from './category-page'

/** Settings › Investor › Category (SPEC §2). */
export const categoryPages: SectionPage[] = [settingsPage('category', CategoryPage)]
