/** The investor portal frame (SPEC §2, §4): the app mounts InvestorLayout at /investor. */
export { InvestorLayout } from './layout/investor-layout'
export type { InvestorLayoutProps } from './layout/investor-layout'
export { TermsDialog } from './terms/terms-dialog'
export type { TermsDialogProps } from './terms/terms-dialog'
export { TermsPage } from './terms/terms-page'
export {
  RISK_WARNING,
  RISK_WARNING_FALLBACK,
  RISK_WARNING_LINK,
  RISK_WARNING_TITLE,
} from '@/shared/investor-wording'
export { TermsContent } from '@/shared/investor-wording'
