import { ADMIN_PATHS } from '@/lib/navigation'
import { defineSection, RecordSection, type SectionPage } from '@/admin/kit/records'
import { brandingPages } from '@/admin/settings/account-branding'
import { featuresPages } from '@/admin/settings/account-features'
import { pipelinePages } from '@/admin/settings/account-pipelines'
import { optionListPages } from '@/admin/settings/option-lists'
import { investorWordingPages } from './investor-wording/investor-wording-pages'
import { terminologyPages } from './terminology/terminology-pages'
import { adminAccountPages } from '@/admin/settings/account-admins'
import { securityPages } from '@/admin/settings/security'
import { customAttributePages } from './custom-attributes/attribute-pages'
import { investorSettingsPages } from '@/admin/settings/investor-settings'
import { portfolioPages } from '@/admin/settings/investor-portfolio'
import { categoryPages } from '@/admin/settings/investor-category'
import { defaultAssociatesPages } from '@/admin/settings/investor-associates'
import { promotionExemptionPages } from '@/admin/settings/promotion-exemptions'
import { sectionLandingPages } from './section-landings'

/**
 * The pages behind the settings hub (SPEC §2), by absolute path; each area of settings adds
 * its own array here. The route guard (route-rules.ts, from settings-nav.ts) decides who may
 * open each; an address no page claims is the 404 inside the shell.
 */
// In the hub's order (settings-nav.ts): account, terminology, attributes, investor, security.
const PAGES: SectionPage[] = [
  ...brandingPages,
  ...pipelinePages,
  ...adminAccountPages,
  ...featuresPages,
  ...terminologyPages,
  ...customAttributePages,
  ...optionListPages,
  ...categoryPages,
  ...portfolioPages,
  ...investorSettingsPages,
  ...defaultAssociatesPages,
  ...promotionExemptionPages,
  ...investorWordingPages,
  ...securityPages,
  ...sectionLandingPages,
]

export const settingsSection = defineSection({
  base: ADMIN_PATHS.settings,
  lists: [],
  records: [],
  pages: PAGES,
})

/** Every page under /admin/settings/… (mounted at `settings/*`; the hub itself is the shell's). */
export function SettingsSection() {
  return <RecordSection section={settingsSection} />
}
