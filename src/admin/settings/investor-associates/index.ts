import type { SectionPage } from '@/admin/kit/records'
import { settingsPage } from '@/admin/settings/components/settings-page'
import { DefaultAssociatesPage } from './default-associates-page'

/** Settings › Investor › Default Associates (flag defaultInvestorAssociates). */
export const defaultAssociatesPages: SectionPage[] = [
  settingsPage('default-associates', DefaultAssociatesPage),
]
