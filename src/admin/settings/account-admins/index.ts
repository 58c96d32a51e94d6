import type { SectionPage } from '@/admin/kit/records'
import { settingsPage } from '@/admin/settings/components/settings-page'
import { AdminAccountsPage } from './admin-accounts-page'

/** Account Details › Admin Accounts (resource `user`). */
export const adminAccountPages: SectionPage[] = [settingsPage('admin-accounts', AdminAccountsPage)]
