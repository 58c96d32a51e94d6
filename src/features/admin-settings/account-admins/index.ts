import type { SectionPage } from '@/features/admin-records'
import { settingsPage } from '../components/settings-page'
import { AdminAccountsPage } from './admin-accounts-page'

/** Account Details › Admin Accounts (resource `user`). */
export const adminAccountPages: SectionPage[] = [settingsPage('admin-accounts', AdminAccountsPage)]
