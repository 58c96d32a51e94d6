import type { SectionPage } from '@/features/admin-records'
import { ADMIN_PATHS } from '@/lib/navigation'
import { AdminAccountsPage } from './admin-accounts-page'

/** Account Details › Admin Accounts (settings-nav.ts key `admin-accounts`, resource `user`). */
export const adminAccountPages: SectionPage[] = [
  { path: `${ADMIN_PATHS.settings}/account/admin-accounts`, Component: AdminAccountsPage },
]
