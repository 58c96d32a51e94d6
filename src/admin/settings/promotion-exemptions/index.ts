import type { SectionPage } from '@/admin/kit/records'
import { settingsPage } from '@/admin/settings/components/settings-page'
import { PromotionExemptionsPage } from './promotion-exemptions-page'

/** Settings › Investor › Promotion Exemptions (flag financialPromotionExceptions). */
export const promotionExemptionPages: SectionPage[] = [
  settingsPage('promotion-exemptions', PromotionExemptionsPage),
]
