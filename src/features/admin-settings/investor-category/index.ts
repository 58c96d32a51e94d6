import type { SectionPage } from '@/features/admin-records'
import { ADMIN_PATHS } from '@/lib/navigation'
import { CategoryPage } from './category-page'

/** Settings › Investor › Category (SPEC §2), guarded by settings-nav.ts `category`. */
export const categoryPages: SectionPage[] = [
  { path: `${ADMIN_PATHS.settings}/investor/category`, Component: CategoryPage },
]
